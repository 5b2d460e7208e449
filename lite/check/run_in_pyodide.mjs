// Runs a Python script under Pyodide in node, offline: npm's `pyodide` package (its core only), pure wheels
// unpacked into site-packages (micropip would fetch them), this machine's files at /host.
//     node lite/check/run_in_pyodide.mjs PYODIDE_DIR [--wheel=WHEEL ...] SCRIPT.py [ARG ...]
// An ARG that is an absolute path of this machine is passed as its /host path. The script's output goes to
// stdout and stderr byte for byte; an exception in it exits with status 1. tests/test_lite_pyodide.py runs it
// to compare games and the lessons' code under Pyodide with CPython.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const argv = process.argv.slice(2);
const pyodideDir = argv.shift();
const wheels = [];
while (argv.length && argv[0].startsWith("--wheel=")) wheels.push(argv.shift().slice("--wheel=".length));
const [script, ...args] = argv;
if (!pyodideDir || !script) {
  console.error("usage: node run_in_pyodide.mjs PYODIDE_DIR [--wheel=WHEEL ...] SCRIPT.py [ARG ...]");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
pyodide.setStdout({ write: (bytes) => { process.stdout.write(bytes); return bytes.length; } });
pyodide.setStderr({ write: (bytes) => { process.stderr.write(bytes); return bytes.length; } });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const wheel of wheels) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: sitePackages });
}
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
pyodide.FS.chdir("/host" + process.cwd());
const hostPath = (arg) => (path.isAbsolute(arg) ? "/host" + arg : arg);
pyodide.pyimport("sys").argv = pyodide.toPy([hostPath(path.resolve(script)), ...args.map(hostPath)]);
try {
  await pyodide.runPythonAsync(readFileSync(script, "utf8"), { filename: path.resolve(script) });
  await pyodide.runPythonAsync("import sys; sys.stdout.flush(); sys.stderr.flush()");
} catch (error) {
  process.stderr.write(String(error.message ?? error) + "\n");
  process.exit(1);
}
