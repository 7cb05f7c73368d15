#!/usr/bin/env bash
# Regenerates the pictures of docs/strategies.md with the command-line tool: for each
# strategy, the first board of an example puzzle's walkthrough where it removes or places
# something. Strategies without a hand-picked example are searched for in
# puzzles/generated-seed6.txt (made by `sudoku-explorer generate --count 300 --seed 6`).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=target/release/sudoku-explorer
ex=puzzles/strategy-examples.txt
declare -A example=(
  [full-house]="puzzles/numpre1.txt 1"
  [naked-single]="puzzles/numpre1.txt 1"
  [hidden-single]="puzzles/numpre1.txt 1"
  [locked-candidates-pointing]="$ex 1"
  [locked-candidates-claiming]="$ex 2"
  [locked-pair]="$ex 3"
  [locked-triple]="$ex 4"
  [naked-pair]="$ex 3"
  [naked-triple]="$ex 5"
  [naked-quad]="$ex 6"
  [hidden-pair]="$ex 7"
  [hidden-triple]="$ex 8"
  [hidden-quad]="$ex 5"
  [brute-force]="puzzles/worlds-hardest.txt 1"
  [wxyz-wing-3222]="puzzles/wxyz-example.txt 1"
  [sue-de-coq]="puzzles/als-examples.txt 1"
  [als-xz]="puzzles/als-examples.txt 2"
  [als-xy-wing]="puzzles/als-examples.txt 3"
  [als-chain]="puzzles/als-examples.txt 3"
  [death-blossom]="puzzles/als-examples.txt 4"
  [forcing-chain-contradiction]="puzzles/als-examples.txt 5"
  [forcing-chain-verity]="puzzles/als-examples.txt 4"
  [forcing-net-contradiction]="puzzles/als-examples.txt 4"
  [forcing-net-verity]="puzzles/als-examples.txt 4"
  [nested-forcing-chain-contradiction]="puzzles/worlds-hardest.txt 1"
  [nested-forcing-net-contradiction]="puzzles/worlds-hardest.txt 1"
  [nishio-forcing-chain]="puzzles/fish-examples.txt 1"
  [finned-franken-swordfish]="puzzles/fish-examples.txt 1"
  [siamese-finned-franken-jellyfish]="puzzles/fish-examples.txt 2"
  [template-delete]="puzzles/fish-examples.txt 3"
  [template-set]="puzzles/fish-examples.txt 4"
  [kraken-x-wing]="puzzles/fish-examples.txt 5"
  [kraken-swordfish]="puzzles/fish-examples.txt 3"
  [kraken-jellyfish]="puzzles/fish-examples.txt 5"
  [grouped-continuous-nice-loop-als]="puzzles/als-examples.txt 3"
)
# No picture: the first instance these have in the generated puzzles is a degenerate one
# (a base house with a single candidate, next to the hidden single it is), and the top1465
# walkthroughs never leave them as the only step.
no_picture=" franken-x-wing franken-swordfish franken-jellyfish finned-franken-x-wing
  siamese-finned-franken-x-wing siamese-finned-franken-swordfish finned-franken-jellyfish
  mutant-x-wing mutant-swordfish mutant-jellyfish finned-mutant-x-wing
  siamese-finned-mutant-x-wing finned-mutant-swordfish siamese-finned-mutant-swordfish
  finned-mutant-jellyfish siamese-finned-mutant-jellyfish "
# render_all LANG DIR: one picture per strategy, its words in LANG.
render_all() {
  local lang=$1 dir=$2
  mkdir -p "$dir"
  rm -f "$dir"/*.svg
  for id in $("$bin" strategies | awk '{print $1}'); do
    if [[ " $(echo $no_picture) " == *" $id "* ]]; then
      echo "no picture for $id" >&2
      continue
    elif [ -n "${example[$id]:-}" ]; then
      read -r file puzzle <<<"${example[$id]}"
      args=(--puzzle "$puzzle")
    else
      file=puzzles/generated-seed6.txt
      args=()
    fi
    if "$bin" render "$file" "${args[@]}" --strategy "$id" --lang "$lang" -o "$dir/$id.svg" 2>/dev/null; then
      echo "$dir/$id.svg"
    else
      echo "no example for $id" >&2
    fi
  done
}
render_all en docs/pictures
# The Japanese reference (docs/strategies-ja.md) draws the same steps in Japanese.
render_all ja docs/pictures/ja

# Singles explained by scanning (no pencil marks, a line from each digit that blocks):
# numpre1's first step (a hidden single) and its first naked single.
"$bin" render puzzles/numpre1.txt --step 1 --scanning -o docs/pictures/scanning-hidden-single.svg
"$bin" render puzzles/numpre1.txt --step 9 --scanning -o docs/pictures/scanning-naked-single.svg
echo "docs/pictures/scanning-hidden-single.svg docs/pictures/scanning-naked-single.svg"

# The table at the end of docs/strategies.md, from the registry.
"$bin" strategies --json | python3 -c '
import json, os, re, sys
rows = [json.loads(l) for l in sys.stdin if l.strip()]
lines = ["| id | name | family | difficulty | tier (SE) | default solver | picture |", "|---|---|---|---|---|---|---|"]
for r in rows:
    pic = "pictures/%s.svg" % r["id"]
    link = "[svg](%s)" % pic if os.path.exists(os.path.join("docs", pic)) else ""
    default = "yes" if r["in_default_solver"] else "no"
    tier = "%s (%.1f)" % (r["tier"], r["typical_se"]) if "tier" in r else ""
    lines.append("| `%s` | %s | %s | %d | %s | %s | %s |" % (r["id"], r["name"], r["family"], r["difficulty"], tier, default, link))
doc = open("docs/strategies.md").read()
start = "<!-- strategy table: written by docs/make-pictures.sh -->"
end = "<!-- end of strategy table -->"
new = start + "\n" + "\n".join(lines) + "\n" + end
doc = re.sub(re.escape(start) + ".*?" + re.escape(end), lambda m: new, doc, flags=re.S)
open("docs/strategies.md", "w").write(doc)
'
echo "docs/strategies.md table: $("$bin" strategies | wc -l) strategies"

# The body of docs/strategies-ja.md: every strategy in learning order, by tier, with its
# Japanese name, other names, id, SE rating, rule and picture.
"$bin" strategies --json --curriculum --lang ja | python3 -c '
import json, os, re, sys
rows = [json.loads(l) for l in sys.stdin if l.strip()]
out, tier = [], None
for r in rows:
    if r.get("tier_name") != tier:
        tier = r.get("tier_name")
        out += ["## %s" % tier, ""]
    out += ["### %s（`%s`）" % (r["name"], r["id"]), ""]
    facts = ["評価の目安：SE %.1f" % r["typical_se"]]
    if r.get("aliases"):
        facts.append("別名：" + "、".join(r["aliases"]))
    if not r["in_default_solver"]:
        facts.append("標準のソルバーは使わない：" + r["left_out_because"])
    out += ["、".join(facts[:1]) + ("。" + "。".join(facts[1:]) if facts[1:] else "") + "。", ""]
    out += [r["rule"], ""]
    pic = "pictures/ja/%s.svg" % r["id"]
    if os.path.exists(os.path.join("docs", pic)):
        out += ["![%s](%s)" % (r["name"], pic), ""]
    else:
        out += ["（図なし：同梱の問題には、この解法のよい例になる局面がない）", ""]
doc = open("docs/strategies-ja.md").read()
start = "<!-- strategies: written by docs/make-pictures.sh -->"
end = "<!-- end of strategies -->"
new = start + "\n\n" + "\n".join(out) + end
doc = re.sub(re.escape(start) + ".*?" + re.escape(end), lambda m: new, doc, flags=re.S)
open("docs/strategies-ja.md", "w").write(doc)
'
echo "docs/strategies-ja.md: $("$bin" strategies | wc -l) strategies"
