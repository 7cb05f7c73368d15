//! What the unit tests share: boards from lines, the shared puzzle sets
//! (skipped with a visible line when `../shared` is absent), and the
//! positions the oracle and the fast-path equality tests run on.

// Helpers are used by some test modules and not others.
#![allow(dead_code)]
use crate::grid::Board;

#[path = "../tests/common/depth.rs"]
mod depth_choice;
#[allow(unused_imports)]
pub use depth_choice::{by_depth, depth, thin, Depth};

/// A board from an 81-character line ('.' or '0' blank), for unit tests.
pub fn board(line: &str) -> Board {
    let digits: Vec<u8> = line
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    Board::from_givens(&digits).expect("test board is valid")
}

/// Singles, intersections and subsets: the strategies HoDoKu rates below
/// the fish. Written out (not taken from the registry's scores) so that
/// test positions "where these are stuck" do not move when strategies
/// are added.
pub const BASICS: &[&str] = &[
    "full-house",
    "naked-single",
    "hidden-single",
    "locked-pair",
    "locked-candidates-pointing",
    "locked-candidates-claiming",
    "locked-triple",
    "naked-pair",
    "hidden-pair",
    "naked-triple",
    "hidden-triple",
    "naked-quad",
    "hidden-quad",
];

/// The position reached from `line` by full houses, naked and hidden singles.
pub fn after_singles(line: &str) -> Board {
    let solver = crate::solver::Solver::with(&["full-house", "naked-single", "hidden-single"])
        .expect("known ids");
    solver.solve(&board(line)).end
}

/// The position reached from `line` by the [`BASICS`] (singles,
/// intersections and subsets): where the single-digit patterns, colouring
/// and fish start.
pub fn after_basics(line: &str) -> Board {
    let solver = crate::solver::Solver::with(BASICS).expect("known ids");
    solver.solve(&board(line)).end
}

/// The ids of every strategy the default solver tries before the forcing
/// chains (below difficulty 500, none of those left out for now:
/// `solver::left_out_for_now`).
pub fn ids_before_forcing() -> Vec<&'static str> {
    crate::strategies::REGISTRY
        .iter()
        .filter(|s| s.difficulty < 500)
        .filter(|s| !crate::solver::left_out_for_now(s.id))
        .map(|s| s.id)
        .collect()
}

/// The position reached from `line` by [`ids_before_forcing`]: where the
/// default walkthrough needs a forcing chain or net (or Nishio) next.
pub fn before_forcing(line: &str) -> Board {
    let solver = crate::solver::Solver::with(&ids_before_forcing()).expect("known ids");
    solver.solve(&board(line)).end
}

/// A cell from its name, `r4c2`.
pub fn cell(name: &str) -> crate::grid::Cell {
    name.parse().expect("cell name")
}

/// A file of the shared sets beside the project (`../shared/NAME`), or
/// `None` (the caller prints a `skipping ...` line).
pub fn shared(name: &str) -> Option<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(name);
    let text = std::fs::read_to_string(&path).ok();
    if text.is_none() {
        // Straight to the stderr handle: the harness captures println! of
        // passing tests, and a skip must be seen.
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "skipping a test's shared-set part: {} not found",
            path.display()
        );
    }
    text
}

/// The boards before each step of the walkthroughs of every `every`-th
/// puzzle of a shared set (`../shared/puzzles/FILE`; at full depth: twice
/// as thin in CI's run and sixteen times in a quick one, see [`thin`]), as the
/// default solver reaches them: the
/// positions on which fast paths are proven equal to the reference finders.
/// `None` when the set is absent.
pub fn walkthrough_boards(file: &str, every: usize) -> Option<Vec<Vec<Board>>> {
    walkthrough_boards_exactly(file, thin(every))
}

/// [`walkthrough_boards`] of every `every`-th puzzle whatever the depth: for
/// sets small and quick enough to take in full.
pub fn walkthrough_boards_exactly(file: &str, every: usize) -> Option<Vec<Vec<Board>>> {
    let text = shared(&format!("puzzles/{file}"))?;
    let solver = crate::solver::Solver::new();
    let mut out = Vec::new();
    for line in text.lines().step_by(every) {
        let p = line.split_whitespace().next().unwrap_or("");
        let Ok(start) = crate::formats::parse_board(p) else {
            continue;
        };
        let w = solver.solve(&start);
        let mut b = w.start.clone();
        let mut boards = vec![b.clone()];
        for s in &w.steps {
            s.apply(&mut b).expect("walkthrough steps apply");
            boards.push(b.clone());
        }
        boards.pop();
        out.push(boards);
    }
    Some(out)
}

/// The instances of strategy `S` on `board` that change it, with what they
/// prove, in `find` order.
pub fn productive<S: crate::strategies::Strategy>(
    board: &Board,
) -> Vec<(S::Found, crate::strategies::Effects)> {
    S::find(board)
        .into_iter()
        .map(|p| {
            let e = S::effects(board, &p);
            (p, e)
        })
        .filter(|(_, e)| !e.is_empty())
        .collect()
}

/// Candidates as solvers write eliminations: `r4c1<>3`.
pub fn eliminations_text(cands: &[crate::grid::Candidate]) -> Vec<String> {
    cands.iter().map(|c| c.elimination()).collect()
}

/// Everything a step says (strategy, effects, pattern data, explanation),
/// to compare a fast path's step with the reference one.
pub fn step_text(step: &crate::step::Step) -> String {
    format!(
        "{} {:?} {:?} {} {}",
        step.strategy,
        step.placements,
        step.eliminations,
        step.pattern_json(),
        step.explanation()
    )
}

/// The English words (two or more ASCII letters) of `text` that are not in
/// `allowed`: what a Japanese text should not have.
pub fn english_words<'a>(text: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() > 1 && !allowed.contains(w))
        .collect()
}
