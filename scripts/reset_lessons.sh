#!/usr/bin/env bash
# Put the lessons back as committed after a class, so that `git pull` works again.
#
# JupyterLab saves a notebook you open (its autosave writes the outputs and widget state into the
# file), so after a class the lessons you opened differ from the repository's. This script puts
# every tracked file under lessons/ back as committed. The class's versions are not lost: they are
# kept in a git stash (`git stash list`; `git stash show -p` to see them, `git stash pop` to bring
# them back). Files you made yourself (a new notebook) are left alone.
#
#   bash scripts/reset_lessons.sh          # keep the class's versions in a stash, then reset
#   bash scripts/reset_lessons.sh --drop   # reset without keeping them
set -euo pipefail
cd "$(dirname "$0")/.."
keep=1
case "${1:-}" in
  "") ;;
  --drop) keep=0 ;;
  *) echo "usage: bash scripts/reset_lessons.sh [--drop]" >&2; exit 2 ;;
esac
changed=$(git status --porcelain --untracked-files=no -- lessons)
if [ -z "$changed" ]; then
  echo "The lessons are as committed: nothing to reset."
  exit 0
fi
echo "Changed since the last commit:"
echo "$changed"
if [ "$keep" = 1 ]; then
  ident=()   # a stash is a commit: name one where git has no identity configured (a fresh classroom clone)
  git config user.email >/dev/null || ident=(-c user.name=reset_lessons -c user.email=reset_lessons@localhost)
  git ${ident[@]+"${ident[@]}"} stash push --quiet --message "lessons after class $(date +%Y-%m-%d\ %H:%M)" -- lessons
  echo "Kept in a stash (git stash list) and reset."
else
  git checkout HEAD -- lessons
  echo "Reset."
fi
