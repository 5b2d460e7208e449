// Runs a Python script under Pyodide in node, offline: npm's `pyodide` package (its core only), pure wheels
// unpacked into site-packages (micropip could not fetch them), the script's folder mounted at /host.
//     node lite/run_in_pyodide.mjs PYODIDE_DIR SCRIPT.py [WHEEL ...]
// The script's output goes to stdout and stderr unchanged; an exception in it exits with status 1.
// tests/test_lite_pyodide.py runs it to compare games and lessons under Pyodide with CPython.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, script, ...wheels] = process.argv.slice(2);
if (!pyodideDir || !script) {
  console.error("usage: node run_in_pyodide.mjs PYODIDE_DIR SCRIPT.py [WHEEL ...]");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
// raw bytes, not lines: the comparison with CPython is byte for byte
pyodide.setStdout({ write: (bytes) => { process.stdout.write(bytes); return bytes.length; } });
pyodide.setStderr({ write: (bytes) => { process.stderr.write(bytes); return bytes.length; } });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const wheel of wheels) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: sitePackages });
}
const host = path.dirname(path.resolve(script));
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: host }, "/host");
pyodide.FS.chdir("/host");
try {
  await pyodide.runPythonAsync(readFileSync(script, "utf8"), { filename: script });
} catch (error) {
  process.stderr.write(String(error.message ?? error) + "\n");
  process.exit(1);
}
