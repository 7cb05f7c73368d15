//! Walking near banked puzzles: for the few targets that digs of random
//! grids reach too slowly (see the [module doc](super)), start from a
//! puzzle that teaches the target and move a few steps away from it,
//! every step to another puzzle that teaches it too.
//!
//! The bank (`puzzles/rare-technique-bank.txt`) holds puzzles this
//! generator found by digging random grids, given more time than the
//! minute a learner waits; each line says the seed that made it. Puzzles
//! that need a rare technique are rare among random puzzles, but not among
//! the neighbours of one that needs it: on walks near the banked
//! discontinuous nice loops, about one move in 80 ends on a puzzle that
//! needs the loop too (the test below prints such figures), against one
//! random minimal puzzle in 36,659 (`docs/generating.md`).
//!
//! ```text
//!   bank ──next in a seeded order──► B ──shuffle (bands, rows, stacks,
//!                  columns, digits, transpose; its solution alike)──► P
//!   P ── move: one given out, givens of the solution back until it is
//!        the only one, dig to minimal (as a climb moves) ──► N
//!         │ N teaches?  ──► P = N, until WALK_MOVES moves have taught
//!         │ otherwise   ──► another move from P (WALK_TRIES in all)
//! ```
//!
//! The result is minimal, has the banked puzzle's solution (shuffled) and
//! teaches the target: the judge that says so is the search's own. It is
//! near its banked puzzle (most givens shared, after the shuffle), so the
//! bank's size bounds how many essentially different lessons a technique
//! has; `Source::Dig` asks for a dig of random grids instead.

use super::climb::neighbour;
use super::needs::{Target, Verdict};
use super::random::{Rng, Shuffle, Symmetry};
use crate::brute;
use crate::formats::line;
use crate::grid::{Board, Geometry};
use std::time::Instant;

/// The bank: one puzzle per line (81 characters, `.` for open), its
/// technique's id and the seed it was found with, `(seed N)`, as any
/// puzzle file with a comment after the puzzle; `#` starts a comment line.
pub(super) const BANK: &str = include_str!("../../puzzles/rare-technique-bank.txt");

/// Where a generator's candidates come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// Walks near banked puzzles for the techniques the bank holds (9x9,
    /// no symmetry, the registered strategies); digs of random grids for
    /// every other.
    #[default]
    Auto,
    /// Digs of random grids only: puzzles not near any banked one, slower
    /// to find for the banked techniques (`docs/generating.md`).
    Dig,
}

/// Moves of a walk that each end on a puzzle teaching the target.
const WALK_MOVES: usize = 8;

/// Moves tried in one walk, at most: the walk ends where it is then.
/// (One move in 30 to 500 teaches, by the banked puzzle: the test below
/// prints how many.)
const WALK_TRIES: usize = 2000;

/// Tries of each move that take away one of the start's givens.
const DRIFT_TRIES: usize = 100;

/// One banked puzzle, with its solution.
#[derive(Clone, Debug)]
pub(super) struct Banked {
    /// Its line in the bank file (from 1).
    pub(super) line: usize,
    pub(super) puzzle: Vec<u8>,
    pub(super) solution: Vec<u8>,
}

/// One line of the bank as written: (line, technique id, digits, seed), or
/// what is wrong with it.
pub(super) type BankLine = (usize, String, Vec<u8>, u64);

/// Every puzzle line of `text` (the bank's format), read by the line
/// format's reader (`formats::line`): the puzzle, then the comment after
/// it, which must be the technique and `(seed N)`.
pub(super) fn bank_lines(text: &str) -> Vec<Result<BankLine, String>> {
    line::parse(text)
        .into_iter()
        .map(|read| {
            let puzzle = read.map_err(|e| e.to_string())?;
            let (line, size) = (puzzle.line, puzzle.board.size());
            if size != 9 {
                return Err(format!("line {line}: a {size}x{size} puzzle, not 9x9"));
            }
            let comment = puzzle.comment.as_deref().unwrap_or("");
            match comment.split_whitespace().collect::<Vec<_>>()[..] {
                [id, "(seed", seed] => match seed.strip_suffix(')').map(str::parse::<u64>) {
                    Some(Ok(seed)) => Ok((line, id.to_string(), puzzle.board.values(), seed)),
                    _ => Err(format!(
                        "line {line}: the seed {seed:?} is not a number followed by ')'"
                    )),
                },
                _ => Err(format!(
                    "line {line}: expected a technique and (seed N) after the puzzle, found \
                     {comment:?}"
                )),
            }
        })
        .collect()
}

/// The techniques the bank holds puzzles for, each once.
pub(super) fn banked_ids() -> Vec<String> {
    let mut ids: Vec<String> = bank_lines(BANK)
        .into_iter()
        .filter_map(Result::ok)
        .map(|(_, id, _, _)| id)
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// Whether the bank holds puzzles for technique `id`.
pub(super) fn is_banked(id: &str) -> bool {
    banked_ids().iter().any(|of| of == id)
}

/// The banked puzzles for technique `id`, each with its solution (a line
/// that does not parse, or a puzzle without exactly one solution, is left
/// out; a test keeps the bank free of them).
pub(super) fn bank_for(id: &str) -> Vec<Banked> {
    bank_lines(BANK)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|(_, of, _, _)| of == id)
        .filter_map(|(line, _, puzzle, _)| {
            let board = Board::from_values(9, &puzzle, true).ok()?;
            let solution = brute::unique_solution(&board)?;
            Some(Banked {
                line,
                puzzle,
                solution,
            })
        })
        .collect()
}

/// Where a walk ended, and how it went.
#[derive(Clone, Debug)]
pub(super) struct Walk {
    /// The banked puzzle's line.
    pub(super) line: usize,
    /// The puzzle it ended on.
    pub(super) digits: Vec<u8>,
    /// Moves that ended on a puzzle teaching the target (the tests print
    /// how many were tried for each).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(super) moves: usize,
    /// Moves tried, those included.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(super) tries: usize,
}

/// A walk near `start` (a banked puzzle teaching `target`), ending on a
/// minimal puzzle that teaches `target`; `None` if none of
/// [`WALK_TRIES`] moves taught, or at `deadline`.
pub(super) fn walk_near(
    target: &Target,
    start: &Banked,
    deadline: Instant,
    rng: &mut Rng,
) -> Option<Walk> {
    let shuffle = Shuffle::draw(Geometry::nine(), rng);
    let solution = shuffle.apply(&start.solution);
    let first = shuffle.apply(&start.puzzle);
    let mut current = first.clone();
    let (mut moves, mut tries, mut tries_this_move) = (0, 0, 0);
    while moves < WALK_MOVES && tries < WALK_TRIES && Instant::now() < deadline {
        // A move's first tries take away a given the start had, if one is
        // left, so that the walk drifts away from the start rather than
        // back to it; later tries any given (some moves that teach take
        // none of the start's).
        let original = |i: usize| first[i] != 0 && first[i] == current[i];
        let any = |_| true;
        let takeable: &dyn Fn(usize) -> bool =
            if tries_this_move < DRIFT_TRIES && (0..81).any(original) {
                &original
            } else {
                &any
            };
        tries += 1;
        tries_this_move += 1;
        let Some(next) = neighbour(9, Symmetry::None, &solution, &current, takeable, rng) else {
            continue;
        };
        // Never back to the start: the walk's end is a puzzle of its own.
        if next != first && target.judge(&next) == Verdict::Teaches {
            current = next;
            moves += 1;
            tries_this_move = 0;
        }
    }
    (moves > 0).then_some(Walk {
        line: start.line,
        digits: current,
        moves,
        tries,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::is_minimal;
    use crate::generate::random::has_one_solution;
    use std::time::Duration;

    /// Every line of the bank parses, names a registered technique, and
    /// holds a minimal puzzle with one solution that teaches it (under the
    /// curriculum, the default ceiling); each technique has several.
    #[test]
    fn every_banked_puzzle_teaches_its_technique() {
        let mut per_id = std::collections::BTreeMap::new();
        for parsed in bank_lines(BANK) {
            let (line, id, puzzle, _) = parsed.unwrap_or_else(|e| panic!("{e}"));
            let target = Target::new(&id, 9).unwrap_or_else(|e| panic!("line {line}: {e:?}"));
            assert!(has_one_solution(9, &puzzle), "line {line}");
            assert!(is_minimal(9, Symmetry::None, &puzzle), "line {line}");
            assert_eq!(target.judge(&puzzle), Verdict::Teaches, "line {line}: {id}");
            *per_id.entry(id).or_insert(0) += 1;
        }
        println!("banked puzzles: {per_id:?}");
        assert!(per_id.len() >= 4, "{per_id:?}");
        assert!(per_id.values().all(|&n| n >= 10), "{per_id:?}");
    }

    /// Lines that are not puzzles are named with their line and fault (and
    /// column, where the line format's reader names one).
    #[test]
    fn bad_bank_lines_are_named() {
        let open = ".".repeat(81);
        let text = format!(
            "# a comment\n\n{open} x-wing (seed 7)\n123 x-wing (seed 7)\n{open} x-wing (seed \
             seven)\n{open}\n{} x-wing (seed 7)\n{open} x-wing (seed 7\n{} x-wing (seed 7)\n",
            "x".repeat(81),
            ".".repeat(16)
        );
        let got: Vec<String> = bank_lines(&text)
            .into_iter()
            .map(|r| match r {
                Ok((line, id, d, seed)) => format!("{line} {id} {} {seed}", d.len()),
                Err(e) => e,
            })
            .collect();
        assert_eq!(
            got,
            [
                "3 x-wing 81 7",
                "line 4, column 4: expected 81 cells (or 16 or 36 for a 4x4 or 6x6 puzzle), \
                 found 3",
                "line 5: the seed \"seven)\" is not a number followed by ')'",
                "line 6: expected a technique and (seed N) after the puzzle, found \"\"",
                "line 7, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-'), found 'x'",
                "line 8: the seed \"7\" is not a number followed by ')'",
                "line 9: a 4x4 puzzle, not 9x9",
            ]
        );
    }

    /// Walks near the bank, one from each banked puzzle: each ends on a minimal
    /// puzzle that teaches the technique, has the banked puzzle's solution
    /// shuffled, and is not the banked puzzle shuffled. Prints, per
    /// technique, moves tried per move that taught, and how many of the
    /// end's givens the shuffled start has too. From every banked puzzle in
    /// CI's and a full run (70 s), every 12th one, the first of each
    /// technique among them, in a quick one: the same walks, with the same
    /// seeds.
    #[test]
    fn walks_end_on_new_minimal_puzzles_that_teach() {
        let deadline = Instant::now() + Duration::from_secs(3600);
        let every = crate::test_util::by_depth(12, 1, 1);
        for id in banked_ids() {
            let target = Target::new(&id, 9).expect("registered");
            let bank = bank_for(&id);
            let (mut moves, mut tries, mut shared, mut givens) = (0, 0, 0, 0);
            for (seed, start) in (1..).zip(&bank).step_by(every) {
                // A walk may find no move that teaches (one in 500 for
                // some starts; from some banked verity puzzles, half the
                // walks): then another seed, as the generator goes on to
                // another walk.
                let (walk, mut again) = (0..6)
                    .map(|k| seed + 1000 * k)
                    .find_map(|seed| {
                        let mut rng = Rng::seeded(seed);
                        let again = rng.clone();
                        walk_near(&target, start, deadline, &mut rng).map(|w| (w, again))
                    })
                    .unwrap_or_else(|| panic!("{id} line {}: no walk", start.line));
                let p = &walk.digits;
                assert_eq!(start.line, walk.line);
                // The same draw again: the start of the walk, shuffled.
                let shuffle = Shuffle::draw(Geometry::nine(), &mut again);
                let (solution, from) =
                    (shuffle.apply(&start.solution), shuffle.apply(&start.puzzle));
                assert_ne!(*p, from, "{id} seed {seed}");
                let board = Board::from_values(9, p, true).expect("a puzzle");
                assert!(has_one_solution(9, p), "{id} seed {seed}");
                assert_eq!(brute::solve(&board), Some(solution), "{id} seed {seed}");
                assert!(is_minimal(9, Symmetry::None, p), "{id} seed {seed}");
                assert_eq!(target.judge(p), Verdict::Teaches, "{id} seed {seed}");
                (moves, tries) = (moves + walk.moves, tries + walk.tries);
                givens += p.iter().filter(|&&d| d != 0).count();
                shared += (0..81).filter(|&i| p[i] != 0 && p[i] == from[i]).count();
            }
            println!(
                "{id}: {:.1} moves tried per move that taught; {shared} of the ends' {givens} \
                 givens are the starts'",
                tries as f64 / moves as f64
            );
        }
    }
}
