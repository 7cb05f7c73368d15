#!/usr/bin/env bash
# Regenerates the pictures of docs/strategies.md with the command-line tool:
# for each strategy, the first board of an example puzzle's walkthrough where it applies.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=target/release/sudoku-explorer
ex=puzzles/strategy-examples.txt
while read -r id file puzzle; do
  "$bin" render "$file" --puzzle "$puzzle" --strategy "$id" -o "docs/pictures/$id.svg"
  echo "docs/pictures/$id.svg"
done <<LIST
full-house puzzles/numpre1.txt 1
naked-single puzzles/numpre1.txt 1
hidden-single puzzles/numpre1.txt 1
locked-candidates-pointing $ex 1
locked-candidates-claiming $ex 2
locked-pair $ex 3
locked-triple $ex 4
naked-pair $ex 3
naked-triple $ex 5
naked-quad $ex 6
hidden-pair $ex 7
hidden-triple $ex 8
hidden-quad $ex 5
LIST
