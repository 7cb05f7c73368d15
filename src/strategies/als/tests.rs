//! Tests of the ALS family as a whole: every finder on small and empty
//! boards, the solver's fast paths against the plain finders along real
//! walkthroughs, and (ignored, run by hand) a tally over HoDoKu's
//! regression library and per-finder timings. Also the reglib helpers the
//! strategies' own tests use.

use super::{chain, death_blossom, sue_de_coq, xy_wing, xz};
use crate::formats::library::{parse_library_line, LibraryEntry};
use crate::grid::{Board, Candidate};
use crate::strategies::accel::{Caches, FastFirst};
use crate::strategies::common::first_by_find;
use std::collections::BTreeSet;

/// The first line of HoDoKu's regression library (reglib 1.3) that starts
/// with `code` (e.g. `":0902-1:"`); `None`, saying so, when ../shared/reglib
/// is absent.
pub(super) fn reglib_line(code: &str) -> Option<String> {
    let Some(text) = crate::test_util::shared("reglib/reglib-1.3-part-a.txt") else {
        println!("skipping reglib case {code}: ../shared/reglib not found");
        return None;
    };
    text.lines()
        .find(|l| l.starts_with(code))
        .map(str::to_string)
}

/// The case of [`reglib_line`], parsed, with its expected eliminations.
pub(super) fn reglib_case(code: &str) -> Option<(LibraryEntry, BTreeSet<Candidate>)> {
    let e = parse_library_line(&reglib_line(code)?).expect("reglib line parses");
    let want = e.eliminations.iter().copied().collect();
    Some((e, want))
}

/// Asserts that `search` lists what `plain` lists, in the same order, on
/// every board where it gives a list to compare (`None`, e.g., where it
/// stopped at its bound), and on more than 1,000 of them (250 in a quick
/// run): along top1465's
/// walkthroughs and on the reglib cases of `code` (e.g. `"0904"`). Says
/// `skipping` for test `name` without ../shared.
pub(super) fn search_equals_plain<T: PartialEq + std::fmt::Debug>(
    name: &str,
    code: &str,
    search: impl Fn(&Board) -> Option<Vec<T>>,
    plain: impl Fn(&Board) -> Vec<T>,
) {
    let Some(walks) = crate::test_util::walkthrough_boards("magictour_top1465.txt", 10) else {
        println!("skipping {name}: ../shared/puzzles not found");
        return;
    };
    let mut boards: Vec<Board> = walks.into_iter().flatten().collect();
    if let Some(text) = crate::test_util::shared("reglib/reglib-1.3-part-a.txt") {
        let cases = text.lines().filter(|l| l.starts_with(&format!(":{code}-")));
        boards.extend(cases.map(|l| parse_library_line(l).expect("reglib line parses").board));
    }
    let (mut compared, mut found, mut skipped) = (0, 0, 0);
    for b in &boards {
        let Some(searched) = search(b) else {
            skipped += 1;
            continue;
        };
        assert_eq!(plain(b), searched, "on {}", b.to_line());
        compared += 1;
        found += searched.len();
    }
    println!("{name}: {compared} boards, {found} instances; {skipped} boards not compared");
    assert!(compared > crate::test_util::by_depth(250, 1000, 1000) && found > 0);
}

#[test]
fn small_and_empty_boards() {
    for size in [4, 6, 9] {
        let b = Board::empty(size).unwrap();
        for (_, _, f) in finders() {
            assert!(f(&b).iter().all(|e| e.is_empty()));
        }
    }
    let b = crate::test_util::after_singles(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    );
    for (_, _, f) in finders() {
        f(&b);
    }
}

/// The solver's way to a strategy's next step (its `first`, with the ALS
/// data and Death Blossom's reference kept in one walkthrough's `Caches`)
/// gives exactly the reference answer: the first productive instance of
/// the plain finder, which builds everything fresh: on more than 1,000
/// positions of top1465's walkthroughs (500 in a quick run).
#[test]
fn cached_first_equals_fresh_find() {
    let Some(walks) = crate::test_util::walkthrough_boards("magictour_top1465.txt", 10) else {
        println!("skipping cached_first_equals_fresh_find: ../shared/puzzles not found");
        return;
    };
    /// Whether `S` has a step on `board`, asserting that the fast path
    /// gives the reference step (also a second time on the same board).
    fn step<S: FastFirst>(id: &str, board: &Board, caches: &mut Caches) -> bool
    where
        S::Found: PartialEq + std::fmt::Debug,
    {
        let fresh = first_by_find::<S>(board);
        for fast in [S::first(board, caches), S::first(board, caches)] {
            assert_eq!(fast, fresh, "{id} on {}", board.to_line());
        }
        fresh.is_some()
    }
    let (mut boards_checked, mut steps) = (0, [0usize; 4]);
    for boards in &walks {
        // One walkthrough's caches, as the solver keeps them.
        let mut caches = Caches::new();
        for b in boards {
            let found = [
                step::<xz::AlsXzs>("als-xz", b, &mut caches),
                step::<xy_wing::AlsXyWings>("als-xy-wing", b, &mut caches),
                step::<chain::AlsChains>("als-chain", b, &mut caches),
                step::<death_blossom::DeathBlossoms>("death-blossom", b, &mut caches),
            ];
            for (n, f) in steps.iter_mut().zip(found) {
                *n += usize::from(f);
            }
            boards_checked += 1;
        }
    }
    println!("{boards_checked} boards; steps (xz, xy-wing, chain, blossom): {steps:?}");
    assert!(
        boards_checked > crate::test_util::by_depth(500, 1000, 1000)
            && steps.iter().all(|&n| n > 0)
    );
}

type Finder = fn(&Board) -> Vec<Vec<Candidate>>;

fn finders() -> Vec<(&'static str, &'static str, Finder)> {
    fn run<S: crate::strategies::Strategy>(b: &Board) -> Vec<Vec<Candidate>> {
        crate::strategies::effects_of::<S>(b)
            .into_iter()
            .map(|e| e.eliminations)
            .collect()
    }
    vec![
        ("0901", "als-xz", run::<xz::AlsXzs>),
        ("0902", "als-xy-wing", run::<xy_wing::AlsXyWings>),
        ("0903", "als-chain", run::<chain::AlsChains>),
        ("0904", "death-blossom", run::<death_blossom::DeathBlossoms>),
        ("1101", "sue-de-coq", run::<sue_de_coq::SueDeCoqs>),
    ]
}

/// Pass counts per reglib code and variant for the five finders.
#[test]
#[ignore]
fn reglib_tally() {
    let Some(text) = crate::test_util::shared("reglib/reglib-1.3-part-a.txt") else {
        println!("skipping reglib_tally: ../shared/reglib not found");
        return;
    };
    let mut tally: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    for line in text.lines().filter(|l| l.starts_with(':')) {
        let e = parse_library_line(line).unwrap();
        let code = e.technique.split('-').next().unwrap_or("").to_string();
        let Some((_, id, f)) = finders().into_iter().find(|(c, _, _)| *c == code) else {
            continue;
        };
        let want: std::collections::BTreeSet<Candidate> = e.eliminations.iter().copied().collect();
        let got = f(&e.board);
        let ok = if e.technique.ends_with("-x") {
            got.iter().all(|g| g.is_empty())
        } else {
            got.iter()
                .any(|g| g.iter().copied().collect::<std::collections::BTreeSet<_>>() == want)
        };
        let t = tally.entry(format!("{} {id}", e.technique)).or_default();
        t.1 += 1;
        if ok {
            t.0 += 1;
        } else {
            println!(
                "FAIL {} want {:?}\n  {}",
                e.technique,
                want,
                e.board.to_line()
            );
            for g in got.iter().take(10) {
                println!("   got {g:?}");
            }
        }
    }
    for (k, (p, t)) in tally {
        println!("{k:<28} {p}/{t}");
    }
}

/// Microseconds per board for each finder on top1465, at the position the
/// solver reaches with the strategies rated below 250 (where these
/// finders are first asked), and right after singles.
#[test]
#[ignore]
fn timings() {
    let Some(text) = crate::test_util::shared("puzzles/magictour_top1465.txt") else {
        println!("skipping timings: ../shared/puzzles not found");
        return;
    };
    let easy: Vec<&str> = crate::strategies::REGISTRY
        .iter()
        .filter(|s| s.difficulty < 250 && s.family != crate::strategies::Family::Uniqueness)
        .map(|s| s.id)
        .collect();
    let solver = crate::solver::Solver::with(&easy).unwrap();
    let limit: usize = std::env::var("ALS_TIMING_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1465);
    let mut boards = Vec::new();
    for line in text.lines().take(limit) {
        let p = line.split_whitespace().next().unwrap_or("");
        if p.len() < 81 {
            continue;
        }
        let b = crate::test_util::after_singles(&p[..81]);
        let stuck = solver.solve(&b).end;
        boards.push(("after-singles", b));
        if !stuck.empty_cells().is_empty() {
            boards.push(("stuck<250", stuck));
        }
    }
    for kind in ["after-singles", "stuck<250"] {
        let set: Vec<&Board> = boards
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, b)| b)
            .collect();
        println!("{kind}: {} boards", set.len());
        for (_, id, f) in finders() {
            let mut worst = std::time::Duration::ZERO;
            let mut found = 0;
            let start = std::time::Instant::now();
            for b in &set {
                // (Each finder builds its ALS data: no cache.)
                let t = std::time::Instant::now();
                found += f(b).iter().filter(|e| !e.is_empty()).count();
                worst = worst.max(t.elapsed());
            }
            let per = start.elapsed().as_micros() as f64 / set.len().max(1) as f64;
            println!(
                "  {id:<14} {per:>9.1} us/board  worst {:>8.1} ms  productive {found}",
                worst.as_secs_f64() * 1e3
            );
        }
    }
}
