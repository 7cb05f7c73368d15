use super::search::{
    first_chain_contradiction, first_chain_verity, first_net_contradiction, first_net_verity,
};
use super::*;
use crate::grid::{CellSet, DigitSet, HouseKind};
use crate::lang::Explain;
use crate::solver::{Solver, Status};
use crate::step::Step;
use crate::strategies::Caches;
use std::time::{Duration, Instant};

/// magictour top1465, line 1 (a hard puzzle; ../shared/puzzles).
const TOP1465_1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// Where the default walkthrough needs a forcing chain or net next.
fn stuck(line: &str) -> Board {
    crate::test_util::before_forcing(line)
}

/// The puzzles of a shared set (`../shared/puzzles/NAME`), one line each.
fn shared_lines(name: &str) -> Option<Vec<String>> {
    let Some(text) = crate::test_util::shared(&format!("puzzles/{name}")) else {
        println!("skipping: ../shared/puzzles/{name} not found");
        return None;
    };
    Some(
        text.lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
            .collect(),
    )
}

/// A strategy's fast path.
type FirstFn = fn(&Board, &mut Caches) -> Option<Step>;

#[test]
#[ignore]
fn timings_on_top1465() {
    let Some(lines) = shared_lines("magictour_top1465.txt") else {
        return;
    };
    let n: usize = std::env::var("FORCING_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let firsts: [(&str, FirstFn); 4] = [
        ("forcing-chain-contradiction", first_chain_contradiction),
        ("forcing-chain-verity", first_chain_verity),
        ("forcing-net-contradiction", first_net_contradiction),
        ("forcing-net-verity", first_net_verity),
    ];
    let mut total = [Duration::ZERO; 4];
    let mut total_find = [Duration::ZERO; 4];
    let mut hits = [0usize; 4];
    let mut positions = 0;
    for line in lines.iter().take(n) {
        let b = stuck(line);
        if b.is_solved() {
            continue;
        }
        positions += 1;
        // Each strategy timed on cold caches (fresh ones: the best of 3
        // runs, the machine is shared), as the solver meets it: easier
        // ones failed. `find` always starts cold.
        for (k, (id, f)) in firsts.iter().enumerate() {
            let info = crate::strategies::by_id(id).expect("registered");
            let (mut best, mut best_find) = (Duration::MAX, Duration::MAX);
            for _ in 0..3 {
                let t = Instant::now();
                let s = f(&b, &mut Caches::new());
                best = best.min(t.elapsed());
                if best_find == Duration::MAX {
                    hits[k] += s.is_some() as usize;
                }
                let t = Instant::now();
                let _ = (info.effects)(&b);
                best_find = best_find.min(t.elapsed());
            }
            total[k] += best;
            total_find[k] += best_find;
        }
    }
    println!("{positions} stuck positions from the first {n} of top1465");
    for (k, (id, _)) in firsts.iter().enumerate() {
        println!(
            "{id}: first {:.0} us per call, productive on {}; find {:.0} us",
            total[k].as_secs_f64() * 1e6 / positions.max(1) as f64,
            hits[k],
            total_find[k].as_secs_f64() * 1e6 / positions.max(1) as f64
        );
    }
}

const BASIC: &[&str] = &[
    "full-house",
    "naked-single",
    "hidden-single",
    "locked-candidates-pointing",
    "locked-candidates-claiming",
    "naked-pair",
    "hidden-pair",
    "naked-triple",
    "hidden-triple",
];

/// The position of [`TOP1465_1`] where singles, locked candidates and
/// naked/hidden pairs and triples are stuck (a fixed list, so other
/// strategies joining the registry do not move it).
fn basic_stuck() -> Board {
    let b = Solver::with(BASIC)
        .expect("known ids")
        .solve(&crate::test_util::board(TOP1465_1))
        .end;
    assert!(!b.is_solved());
    b
}

fn solution(board: &Board) -> Vec<u8> {
    match crate::brute::analyse(board) {
        crate::brute::Solutions::Unique(s) => s,
        _ => panic!("test boards have one solution"),
    }
}

fn cell(s: &str) -> Cell {
    s.parse().expect("a cell name")
}

fn fact(s: &str) -> Fact {
    let (c, truth) = Candidate::parse(s).expect("r1c1=5 or r1c1<>5");
    // `parse` says whether it was written as a placement.
    Fact::new(c.cell, c.digit, truth)
}

/// Independent of the engine: the closure of a premise under the rules,
/// computed naively on a plain candidate grid until nothing changes. None
/// on a contradiction, else the facts made true and false, sorted.
fn closure(board: &Board, premise: Fact, net: bool) -> Option<Vec<Fact>> {
    let geo = board.geometry();
    let n = geo.size;
    let mut cands = [DigitSet::EMPTY; 81];
    for c in geo.cells() {
        cands[c.index()] = board.candidates(c);
    }
    let mut value = [0u8; 81];
    if premise.truth {
        value[premise.cell.index()] = premise.digit;
    } else {
        cands[premise.cell.index()].remove(premise.digit);
    }
    let open: Vec<Cell> = board.empty_cells().iter().collect();
    let board_places = |h: House, d: u8| board.digit_cells(d) & geo.house(h);
    loop {
        let before = (cands, value);
        for &c in &open {
            let v = value[c.index()];
            if v == 0 {
                continue;
            }
            if !cands[c.index()].contains(v) {
                return None;
            }
            cands[c.index()] = DigitSet::single(v);
            for p in geo.peers(c) {
                if value[p.index()] == v {
                    return None;
                }
                cands[p.index()].remove(v);
            }
        }
        for &c in &open {
            let left = cands[c.index()];
            if left.is_empty() {
                return None;
            }
            if value[c.index()] == 0 && left.len() == 1 && (net || board.candidates(c).len() == 2) {
                value[c.index()] = left.first().unwrap();
            }
        }
        for h in geo.houses() {
            for d in 1..=n as u8 {
                if geo
                    .house_cells(h)
                    .iter()
                    .any(|&c| board.value(c) == Some(d))
                {
                    continue;
                }
                let places: Vec<Cell> = geo
                    .house_cells(h)
                    .iter()
                    .copied()
                    .filter(|c| cands[c.index()].contains(d))
                    .collect();
                if places.is_empty() {
                    return None;
                }
                let q = places[0];
                if places.len() == 1
                    && value[q.index()] == 0
                    && (net || board_places(h, d).len() == 2)
                {
                    value[q.index()] = d;
                }
            }
        }
        if net {
            // Locked candidates that the premise made (not already there).
            for h in geo.lines() {
                for b in geo.boxes() {
                    let (line, bx) = (geo.house(h), geo.house(b));
                    if !line.intersects(bx) {
                        continue;
                    }
                    for d in 1..=n as u8 {
                        let now = |set: CellSet| {
                            set.iter()
                                .filter(|c| cands[c.index()].contains(d))
                                .collect::<CellSet>()
                        };
                        let (in_box, in_line) = (now(bx), now(line));
                        if in_box.len() >= 2
                            && in_box.is_subset(line)
                            && !board_places(b, d).is_subset(line)
                        {
                            for c in line - bx {
                                cands[c.index()].remove(d);
                            }
                        }
                        if in_line.len() >= 2
                            && in_line.is_subset(bx)
                            && !board_places(h, d).is_subset(bx)
                        {
                            for c in bx - line {
                                cands[c.index()].remove(d);
                            }
                        }
                    }
                }
            }
        }
        if (cands, value) == before {
            break;
        }
    }
    let mut out = Vec::new();
    for &c in &open {
        if value[c.index()] != 0 {
            out.push(Fact::new(c, value[c.index()], true));
        }
        for d in (board.candidates(c) - cands[c.index()]).iter() {
            out.push(Fact::new(c, d, false));
        }
    }
    out.sort();
    Some(out)
}

/// Checks one implication against the rules on `board`: the parents it
/// names are the facts its rule needs, and nothing else.
pub(super) fn check_implication(board: &Board, branch: &Branch, i: usize, net: bool) {
    let geo = board.geometry();
    let imp = &branch.implications[i];
    let f = imp.fact;
    let parents: Vec<Fact> = imp
        .parents
        .iter()
        .map(|&p| {
            assert!(p < i, "parents come first");
            branch.implications[p].fact
        })
        .collect();
    let depth = imp
        .parents
        .iter()
        .map(|&p| branch.implications[p].depth + 1)
        .max()
        .unwrap_or(0);
    assert_eq!(imp.depth, depth, "depth of {f}");
    assert!(
        board.has_candidate(f.cell, f.digit),
        "{f} is about a candidate"
    );
    if !net && imp.rule != Rule::Premise {
        assert_eq!(parents.len(), 1, "a chain step has one reason: {f}");
    }
    let all_false_of = |cells: CellSet, d: u8| -> bool {
        let want: Vec<Fact> = cells.iter().map(|c| Fact::new(c, d, false)).collect();
        let mut got = parents.clone();
        got.sort();
        got == want
    };
    match imp.rule {
        Rule::Premise => {
            assert_eq!(i, 0);
            assert_eq!(f, branch.premise);
        }
        // Justified by its inner branch (checked in `nested_tests`).
        Rule::Nested => assert!(net && !f.truth),
        // A fact of the outer branch an inner branch uses.
        Rule::Given => assert!(net && parents.is_empty()),
        Rule::SameCell => {
            let [p] = parents[..] else {
                panic!("one parent")
            };
            assert!(p.truth && !f.truth && p.cell == f.cell && p.digit != f.digit);
        }
        Rule::SameHouse => {
            let [p] = parents[..] else {
                panic!("one parent")
            };
            assert!(p.truth && !f.truth && p.digit == f.digit && geo.sees(p.cell, f.cell));
        }
        Rule::NakedSingle => {
            assert!(f.truth);
            let others = board.candidates(f.cell) - DigitSet::single(f.digit);
            let want: Vec<Fact> = others.iter().map(|d| Fact::new(f.cell, d, false)).collect();
            let mut got = parents.clone();
            got.sort();
            assert_eq!(got, want, "naked single {f}");
        }
        Rule::HiddenSingle => {
            assert!(f.truth);
            let h = imp.houses[0];
            let others = (board.digit_cells(f.digit) & geo.house(h)) - CellSet::single(f.cell);
            assert!(geo.house(h).contains(f.cell));
            assert!(all_false_of(others, f.digit), "hidden single {f}");
        }
        Rule::Pointing | Rule::Claiming => {
            assert!(net && !f.truth);
            let (from, to) = (imp.houses[0], imp.houses[1]);
            // The digit's places in `from`, less the parents, lie in `to`;
            // the target is in `to` but not in `from`.
            let gone: CellSet = parents
                .iter()
                .map(|p| {
                    assert!(!p.truth && p.digit == f.digit);
                    p.cell
                })
                .collect();
            let left = (board.digit_cells(f.digit) & geo.house(from)) - gone;
            assert!(left.is_subset(geo.house(to)), "locked {f}");
            assert!(geo.house(to).contains(f.cell) && !geo.house(from).contains(f.cell));
        }
    }
}

/// Checks a whole pattern: every implication by the rules, the
/// contradiction or the verity, the conclusion against the solution, and
/// the effect.
fn check_forcing(board: &Board, f: &Forcing, sol: Option<&[u8]>) {
    for b in &f.branches {
        assert_eq!(b.implications[0].fact, b.premise);
        for i in 0..b.implications.len() {
            check_implication(board, b, i, f.net);
        }
    }
    let geo = board.geometry();
    match (&f.kind, &f.contradiction) {
        (ForcingKind::Contradiction, Some(c)) => {
            let b = &f.branches[0];
            assert_eq!(f.conclusion, b.premise.negated());
            let facts: Vec<Fact> = c.parents.iter().map(|&p| b.implications[p].fact).collect();
            let mut got = facts.clone();
            got.sort();
            match c.clash {
                Clash::CellEmpty { cell } => {
                    let want: Vec<Fact> = board
                        .candidates(cell)
                        .iter()
                        .map(|d| Fact::new(cell, d, false))
                        .collect();
                    assert_eq!(got, want);
                }
                Clash::HouseEmpty { house, digit } => {
                    let h = house;
                    let want: Vec<Fact> = (board.digit_cells(digit) & geo.house(h))
                        .iter()
                        .map(|c| Fact::new(c, digit, false))
                        .collect();
                    assert_eq!(got, want);
                    assert!(geo
                        .house_cells(h)
                        .iter()
                        .all(|&c| board.value(c) != Some(digit)));
                }
                Clash::BothWays { cell, digit } => {
                    assert_eq!(got.len(), 2);
                    assert_eq!(got[0], Fact::new(cell, digit, false));
                    assert_eq!(got[1], Fact::new(cell, digit, true));
                }
            }
            // Independently: the naive closure of the premise breaks too.
            assert_eq!(closure(board, b.premise, f.net), None, "{}", f.explain());
        }
        (ForcingKind::Contradiction, None) => panic!("a contradiction without a clash"),
        (kind, _) => {
            let premises: Vec<Fact> = f.branches.iter().map(|b| b.premise).collect();
            let want: Vec<Fact> = match *kind {
                ForcingKind::Cell { cell } => board
                    .candidates(cell)
                    .iter()
                    .map(|d| Fact::new(cell, d, true))
                    .collect(),
                ForcingKind::Unit { house, digit } => (board.digit_cells(digit) & geo.house(house))
                    .iter()
                    .map(|c| Fact::new(c, digit, true))
                    .collect(),
                ForcingKind::Digit { cell, digit } => {
                    vec![Fact::new(cell, digit, true), Fact::new(cell, digit, false)]
                }
                ForcingKind::Contradiction => unreachable!(),
            };
            assert_eq!(premises, want, "the cases cover every possibility");
            for b in &f.branches {
                assert_eq!(b.implications.last().map(|i| i.fact), Some(f.conclusion));
                let facts = closure(board, b.premise, f.net).expect("no clash");
                assert!(facts.contains(&f.conclusion), "{}", f.explain());
            }
        }
    }
    if let Some(sol) = sol {
        let c = f.conclusion;
        let n = board.size();
        assert_eq!(
            sol[c.cell.row() * n + c.cell.col()] == c.digit,
            c.truth,
            "unsound: {}",
            f.explain()
        );
    }
    let e = forcing_effects(board, f);
    assert_eq!(e.placements.len() + e.eliminations.len(), 1);
}

#[test]
fn engine_matches_naive_closure() {
    // Every premise (true and false) on the stuck board, chain and net: the
    // engine's facts are exactly the naive closure's, and it breaks down
    // exactly when the closure does.
    let b = basic_stuck();
    let mut clashes = [0, 0];
    for net in [false, true] {
        for c in b.all_candidates() {
            for truth in [true, false] {
                let premise = Fact::new(c.cell, c.digit, truth);
                let p = implications(&b, premise, net).expect("a candidate");
                let naive = closure(&b, premise, net);
                match (&p.contradiction, naive) {
                    (Some(_), None) => clashes[net as usize] += 1,
                    (None, Some(want)) => {
                        let mut got: Vec<Fact> =
                            p.branch.implications.iter().map(|i| i.fact).collect();
                        got.retain(|f| *f != premise || !truth);
                        got.sort();
                        let mut want = want;
                        want.retain(|f| *f != premise || !truth);
                        assert_eq!(got, want, "{premise} net {net}");
                    }
                    (got, want) => panic!("{premise} net {net}: {got:?} vs {want:?}"),
                }
                for i in 0..p.branch.implications.len() {
                    check_implication(&b, &p.branch, i, net);
                }
            }
        }
    }
    // Nets break down more often than chains.
    assert!(0 < clashes[0] && clashes[0] < clashes[1], "{clashes:?}");
}

/// magictour top1465, line 36.
const TOP1465_36: &str =
    ".......71.2.8........5.3...7.9.6.......2..8..1.........3...25..6...1..4..........";

fn places(b: &Board, digit: u8, house: crate::grid::House) -> CellSet {
    let geo = b.geometry();
    b.digit_cells(digit) & geo.house(house)
}

fn row(n: usize) -> crate::grid::House {
    crate::grid::House::new(HouseKind::Row, n - 1)
}

fn column(n: usize) -> crate::grid::House {
    crate::grid::House::new(HouseKind::Column, n - 1)
}

#[test]
fn chain_contradiction_on_top1465_1() {
    // top1465 #1, stuck for singles, locked candidates, pairs and triples.
    // By hand: 4 has two places in row 2 (r2c6, r2c9) and in column 4
    // (r3c4, r5c4). If r5c9 were 4, r2c9 (column 9) and r5c4 (row 5) would
    // not be, so r2c6 and r3c4 would both be 4, in box 2. So r5c9<>4.
    let b = basic_stuck();
    let cells = |names: &[&str]| names.iter().map(|n| cell(n)).collect::<CellSet>();
    assert_eq!(places(&b, 4, row(2)), cells(&["r2c6", "r2c9"]));
    assert_eq!(places(&b, 4, column(4)), cells(&["r3c4", "r5c4"]));
    assert!(b.has_candidate(cell("r5c9"), 4));

    let all = find_forcing_contradictions(&b, false);
    let sol = solution(&b);
    for f in &all {
        check_forcing(&b, f, Some(&sol));
    }
    let first = &all[0];
    assert_eq!(first.conclusion, fact("r5c9<>4"));
    assert_eq!(
        first.explain(),
        "Forcing Chain Contradiction: r5c9=4 => r2c9<>4, r5c4<>4 => r2c6=4, r3c4=4 => \
         r3c4<>4: r3c4 would be 4 and not 4, a contradiction"
    );
    // The pattern data: the premise, its two removals, the two hidden
    // singles (rows/columns named), and r2c6=4 removing r3c4's 4 (box 2).
    let br = &first.branches[0];
    let rules: Vec<(String, Rule, Vec<usize>)> = br
        .implications
        .iter()
        .map(|i| (i.fact.to_string(), i.rule, i.parents.clone()))
        .collect();
    assert_eq!(
        rules,
        vec![
            ("r5c9=4".into(), Rule::Premise, vec![]),
            ("r2c9<>4".into(), Rule::SameHouse, vec![0]),
            ("r5c4<>4".into(), Rule::SameHouse, vec![0]),
            ("r2c6=4".into(), Rule::HiddenSingle, vec![1]),
            ("r3c4=4".into(), Rule::HiddenSingle, vec![2]),
            ("r3c4<>4".into(), Rule::SameHouse, vec![3]),
        ]
    );
    assert_eq!(br.implications[3].houses, vec![row(2)]);
    assert_eq!(br.implications[4].houses, vec![column(4)]);
    let c = first.contradiction.as_ref().expect("a clash");
    assert_eq!(
        c.clash,
        Clash::BothWays {
            cell: cell("r3c4"),
            digit: 4
        }
    );
    assert_eq!(c.parents, vec![4, 5]);

    // The solver's fast path gives the same (shortest) step, and applying
    // it really removes the premise.
    let step = first_chain_contradiction(&b, &mut Caches::new()).expect("a step");
    assert_eq!(step.strategy, "forcing-chain-contradiction");
    assert_eq!(step.eliminations, vec![fact("r5c9<>4").candidate()]);
    assert!(step.explanation().ends_with("a contradiction, so r5c9<>4"));
    let mut after = b.clone();
    step.apply(&mut after).expect("applies");
    assert!(!after.has_candidate(cell("r5c9"), 4));
    assert_eq!(
        is_forcing_contradiction(&after, fact("r5c9=4"), false),
        None
    );
    // Highlights: the premise cell, the chain's candidates, the clash cell.
    let h = first.highlights(&b);
    assert!(h.iter().any(|x| *x
        == crate::step::Highlight::Cell {
            cell: cell("r5c9"),
            role: Role::Pattern
        }));
    assert!(h.iter().any(|x| *x
        == crate::step::Highlight::Cell {
            cell: cell("r3c4"),
            role: Role::Fin
        }));
}

#[test]
fn chain_verity_on_top1465_1() {
    // Unit forcing on the same board: 4 in row 2 is in r2c6 or r2c9.
    // r2c6=4 removes r3c4's 4 (box 2), so r5c4=4 (column 4), so r5c9<>4;
    // r2c9=4 removes r5c9's 4 (column 9) at once. Either way r5c9<>4.
    let b = basic_stuck();
    let all = find_forcing_verities(&b, false);
    let sol = solution(&b);
    for f in &all {
        check_forcing(&b, f, Some(&sol));
    }
    assert_eq!(
        all[0].explain(),
        "Forcing Chain Verity (4 in row 2 is in r2c6 or r2c9): r2c6=4 => r3c4<>4 => \
         r5c4=4 => r5c9<>4; r2c9=4 => r5c9<>4: every case gives r5c9<>4"
    );
    assert_eq!(
        all[0].kind,
        ForcingKind::Unit {
            house: row(2),
            digit: 4
        }
    );
    // The predicate finds it from the house, and the fast path too.
    assert_eq!(
        is_unit_forcing(&b, row(2), 4, false).as_ref(),
        Some(&all[0])
    );
    let step = first_chain_verity(&b, &mut Caches::new()).expect("a step");
    assert_eq!(step.eliminations, vec![fact("r5c9<>4").candidate()]);
    // Unit forcing with two places is digit forcing on either place.
    let d = is_digit_forcing(&b, cell("r2c6"), 4, false).expect("digit forcing");
    assert_eq!(d.conclusion, fact("r5c9<>4"));
    check_forcing(&b, &d, Some(&sol));
}

#[test]
fn false_premise_contradiction_places() {
    // top1465 #36 (stuck for the basic strategies): if r5c3 were not 3,
    // then row 5 and column 3 force 3 into r5c1 and r1c3, and a chain
    // from there puts 8 into r1c1 twice over: so r5c3=3.
    let b = Solver::with(BASIC)
        .unwrap()
        .solve(&crate::test_util::board(TOP1465_36))
        .end;
    let f = is_forcing_contradiction(&b, fact("r5c3<>3"), false).expect("a contradiction");
    check_forcing(&b, &f, Some(&solution(&b)));
    assert_eq!(f.conclusion, fact("r5c3=3"));
    assert_eq!(forcing_placements(&b, &f), vec![fact("r5c3=3").candidate()]);
    assert!(forcing_eliminations(&b, &f).is_empty());
    assert_eq!(
        f.explain(),
        "Forcing Chain Contradiction: r5c3<>3 => r5c1=3, r1c3=3 => r5c1<>5, r1c3<>8 => \
         r1c1=5, r1c1=8 => r1c1<>8: r1c1 would be 8 and not 8, a contradiction"
    );
    // The opposite premise is fine.
    assert_eq!(is_forcing_contradiction(&b, fact("r5c3=3"), false), None);
}

#[test]
fn nets_find_more_and_stay_exact() {
    let b = basic_stuck();
    let sol = solution(&b);
    let nets = find_forcing_contradictions(&b, true);
    assert!(nets.len() > find_forcing_contradictions(&b, false).len());
    for f in nets.iter().chain(find_forcing_verities(&b, true).iter()) {
        assert!(f.net);
        check_forcing(&b, f, Some(&sol));
    }
    // Shortest first.
    let sizes: Vec<usize> = nets.iter().map(|f| f.size()).collect();
    assert!(sizes.windows(2).all(|w| w[0] <= w[1]), "{sizes:?}");
    let mut caches = Caches::new();
    for first in [
        first_net_contradiction(&b, &mut caches),
        first_net_verity(&b, &mut caches),
    ] {
        let s = first.expect("a step");
        assert!(s.makes_progress());
    }
}

#[test]
fn predicates_reject_wrong_input() {
    let b = basic_stuck();
    let filled = b.filled_cells().first().expect("a given");
    // Not a candidate, a filled cell, bad house or digit.
    assert_eq!(
        is_forcing_contradiction(&b, Fact::new(filled, 1, true), false),
        None
    );
    assert_eq!(implications(&b, Fact::new(filled, 1, false), true), None);
    assert_eq!(is_cell_forcing(&b, filled, true), None);
    assert_eq!(is_unit_forcing(&b, row(2), 0, true), None);
    // Row 10 cannot even be named: `House` checks its number.
    assert!(crate::grid::House::try_new(HouseKind::Row, 9).is_err());
    assert_eq!(is_digit_forcing(&b, filled, 1, true), None);
    // A true candidate never leads to a contradiction.
    let sol = solution(&b);
    for c in b.empty_cells() {
        let d = sol[c.row() * 9 + c.col()];
        assert_eq!(
            is_forcing_contradiction(&b, Fact::new(c, d, true), true),
            None
        );
    }
}

#[test]
fn minis_do_not_panic() {
    let mut boards = vec![Board::empty(4).unwrap(), Board::empty(6).unwrap()];
    // 4x4 and 6x6 puzzles (mini4x4_amayaos_20 line 1, mini6x6 line 1).
    for line in ["4.....4....3.2..", "..3...4.....2..3.5.....1.6.5.45...1."] {
        let digits: Vec<u8> = line.bytes().map(|c| c.saturating_sub(b'0') % 10).collect();
        boards.push(Board::from_givens(&digits).unwrap());
    }
    // A broken 4x4 position: a cell without candidates.
    let mut dead = Board::empty(4).unwrap();
    for d in 1..=4 {
        dead.eliminate(Candidate::new(Cell::new(0, 0), d));
    }
    boards.push(dead);
    for b in &boards {
        for net in [false, true] {
            let _ = find_forcing_contradictions(b, net);
            let _ = find_forcing_verities(b, net);
        }
        let mut caches = Caches::new();
        for f in [
            first_chain_contradiction,
            first_chain_verity,
            first_net_contradiction,
            first_net_verity,
        ] {
            let _ = f(b, &mut caches);
        }
    }
    // The 4x4 puzzle: whatever is found is sound.
    let b = &boards[2];
    let sol = solution(b);
    for net in [false, true] {
        for f in find_forcing_contradictions(b, net)
            .iter()
            .chain(find_forcing_verities(b, net).iter())
        {
            check_forcing(b, f, Some(&sol));
        }
    }
}

#[test]
fn sound_on_stuck_top1465_positions() {
    // Every pattern found where the easier strategies are stuck, on the
    // first 15 puzzles of top1465: rule-checked and sound.
    let Some(lines) = shared_lines("magictour_top1465.txt") else {
        return;
    };
    let mut found = 0;
    for line in lines.iter().take(15) {
        let b = stuck(line);
        if b.is_solved() {
            continue;
        }
        let sol = solution(&b);
        for net in [false, true] {
            for f in find_forcing_contradictions(&b, net)
                .iter()
                .chain(find_forcing_verities(&b, net).iter())
            {
                check_forcing(&b, f, Some(&sol));
                found += 1;
            }
        }
    }
    println!("{found} patterns checked");
}

#[test]
#[ignore]
fn solve_counts() {
    // With the forcing strategies registered: how many of the first 100 of
    // top1465 and of norvig top95 `Solver::new()` solves, and the time.
    for name in ["magictour_top1465.txt", "norvig_top95.txt"] {
        let Some(lines) = shared_lines(name) else {
            continue;
        };
        let solver = Solver::new();
        let t = Instant::now();
        let mut solved = 0;
        let mut used = 0;
        let n = lines.len().min(100);
        for line in lines.iter().take(n) {
            let w = solver.solve(&crate::test_util::board(line));
            solved += (w.status == Status::Solved) as usize;
            used += w.steps.iter().any(|s| s.strategy.starts_with("forcing-")) as usize;
        }
        println!(
            "{name}: {solved}/{n} solved ({used} using forcing steps) in {:.2} s",
            t.elapsed().as_secs_f64()
        );
    }
}

#[test]
#[ignore]
fn find_cost_along_solves() {
    // What the oracle pays: `effects` (every instance) of each forcing
    // strategy at every position of a solve, like tests/oracle.rs walks it.
    let Some(lines) = shared_lines("magictour_top1465.txt") else {
        return;
    };
    let ids = [
        "forcing-chain-contradiction",
        "forcing-chain-verity",
        "forcing-net-contradiction",
        "forcing-net-verity",
    ];
    let solver = Solver::with(&crate::test_util::ids_before_forcing()).expect("known ids");
    let mut total = [Duration::ZERO; 4];
    let mut positions = 0;
    for line in lines.iter().step_by(40).take(20) {
        let mut b = crate::test_util::board(line);
        let sol = solution(&b);
        while !b.empty_cells().is_empty() {
            positions += 1;
            for (k, id) in ids.iter().enumerate() {
                let info = crate::strategies::by_id(id).expect("registered");
                let t = Instant::now();
                let _ = (info.effects)(&b);
                total[k] += t.elapsed();
            }
            match solver.next_step(&b) {
                Some(s) => s.apply(&mut b).expect("applies"),
                None => {
                    let c = b
                        .empty_cells()
                        .iter()
                        .min_by_key(|&c| b.candidates(c).len())
                        .expect("open");
                    b.place(c, sol[c.row() * 9 + c.col()]).expect("solution");
                }
            }
        }
    }
    for (k, id) in ids.iter().enumerate() {
        println!(
            "{id}: {:.0} us per position ({positions} positions)",
            total[k].as_secs_f64() * 1e6 / positions as f64
        );
    }
}

#[test]
fn chain_closure_bounds_the_engine() {
    // The fixed-graph closure (closure.rs) against the engine, premise by
    // premise, on boards where the easier strategies are stuck: every
    // premise the engine breaks is in the closure's breaking set; every
    // fact it derives is implied in the closure; and where the engine never
    // reached its depth cap, the two agree exactly.
    use super::closure::Closure;
    use super::engine::{of_slot, Engine};
    let mut boards = vec![basic_stuck(), stuck(TOP1465_1), stuck(TOP1465_36)];
    let shared = shared_lines("magictour_top1465.txt");
    if let Some(lines) = &shared {
        boards.extend(lines.iter().skip(1).step_by(29).map(|l| stuck(l)));
    }
    let (mut breaking, mut capped, mut premises) = (0, 0, 0);
    for b in boards.iter().filter(|b| !b.is_solved()) {
        let closure = Closure::new(b);
        let may_break = closure.breaking_premises(b);
        let in_set = |f: usize| super::closure::has(&may_break, f);
        let mut engine = Engine::new(b, false);
        for c in b.all_candidates() {
            for truth in [true, false] {
                premises += 1;
                let p = closure.fact(c.cell, c.digit, truth);
                let ok = engine.assume(c.cell, c.digit, truth);
                let deepest = (0..engine.len())
                    .map(|i| engine.entry(i).depth)
                    .max()
                    .unwrap_or(0);
                let at_cap = deepest >= MAX_DEPTH;
                capped += at_cap as usize;
                if !ok {
                    breaking += 1;
                    assert!(in_set(p), "{} breaks", Fact::new(c.cell, c.digit, truth));
                    continue;
                }
                let mut derived = 0;
                for i in 0..engine.len() {
                    let e = engine.entry(i);
                    let (cell, digit) = of_slot(e.slot as usize);
                    assert!(closure.implies(p, closure.fact(cell, digit, e.truth)));
                    derived += 1;
                }
                if !at_cap {
                    assert!(!in_set(p), "{}", Fact::new(c.cell, c.digit, truth));
                    let implied = b
                        .all_candidates()
                        .flat_map(|x| [true, false].map(|t| closure.fact(x.cell, x.digit, t)))
                        .filter(|&f| closure.implies(p, f))
                        .count();
                    assert_eq!(implied, derived, "{}", Fact::new(c.cell, c.digit, truth));
                }
            }
        }
        // No common fact in the closure: the verity search finds nothing.
        if !closure.any_common_fact(b) {
            assert!(find_forcing_verities(b, false).is_empty());
        }
    }
    println!("{premises} premises, {breaking} break, {capped} reach the depth cap");
    // The three bundled boards alone give 758 premises, 4 of them breaking;
    // with the shared set there are many more.
    assert!(breaking > 0 && premises > 500);
    if shared.is_none() {
        println!(
            "chain_closure_bounds_the_engine: bundled boards only (../shared/puzzles not found)"
        );
    }
}

const FORCING_IDS: [&str; 4] = [
    "forcing-chain-contradiction",
    "forcing-chain-verity",
    "forcing-net-contradiction",
    "forcing-net-verity",
];

#[test]
fn cached_steps_equal_fresh_ones() {
    // Along the walkthroughs of every 50th top1465 puzzle, the four
    // forcing steps asked in registry order with one walkthrough's caches, as the solver keeps them (the
    // contradiction step leaves its search to the verity step), equal the
    // steps from fresh caches.
    let Some(walks) = crate::test_util::walkthrough_boards("magictour_top1465.txt", 50) else {
        println!("skipping: ../shared/puzzles/magictour_top1465.txt not found");
        return;
    };
    let infos = FORCING_IDS.map(|id| crate::strategies::by_id(id).expect("registered"));
    let (mut boards, mut steps) = (0, 0);
    for walk in &walks {
        let mut caches = Caches::new();
        for b in walk {
            boards += 1;
            for info in &infos {
                let cached = info.first_cached(b, &mut caches);
                let fresh = info.first_cached(b, &mut Caches::new());
                steps += cached.is_some() as usize;
                assert_eq!(
                    cached.as_ref().map(crate::test_util::step_text),
                    fresh.as_ref().map(crate::test_util::step_text),
                    "{} on {}",
                    info.id,
                    b.to_line()
                );
            }
        }
    }
    println!("{boards} boards, {steps} steps compared");
    assert!(steps > 0);
}

#[test]
fn find_from_a_warm_search_equals_find_from_scratch() {
    // Where the easier strategies are stuck (every 50th top1465 puzzle):
    // the finders on a search the solver's steps have already filled give
    // what the finders give from scratch, and every pattern they list
    // changes the board (`Listing::UpTo`).
    let Some(lines) = shared_lines("magictour_top1465.txt") else {
        return;
    };
    let mut found = 0;
    for line in lines.iter().step_by(50) {
        let b = stuck(line);
        if b.is_solved() {
            continue;
        }
        let mut caches = Caches::new();
        for first in [
            first_chain_contradiction,
            first_chain_verity,
            first_net_contradiction,
            first_net_verity,
        ] {
            let _ = first(&b, &mut caches);
        }
        for net in [false, true] {
            let sweep = caches.get::<search::ForcingSweeps>().sweep(&b, net);
            let warm = search::contradictions(&b, sweep, MAX_FOUND);
            assert_eq!(warm, find_forcing_contradictions(&b, net));
            let sweep = caches.get::<search::ForcingSweeps>().sweep(&b, net);
            let warm_verities = search::verities(&b, sweep, MAX_FOUND);
            assert_eq!(warm_verities, find_forcing_verities(&b, net));
            for f in warm.iter().chain(&warm_verities) {
                assert!(!forcing_effects(&b, f).is_empty(), "{}", f.explain());
                found += 1;
            }
        }
    }
    println!("{found} patterns compared");
    assert!(found > 0);
}
