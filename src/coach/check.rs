//! Checking a learner's own work against the solution: the digits placed
//! that are not the solution's, the pencil marks deleted that were the
//! solution's digit (the mistake that makes a puzzle "impossible"), and
//! the cells left without a candidate. Nothing of the solution is shown.

use crate::brute::{self, Solutions};
use crate::grid::{Board, Candidate, Cell, DigitSet};
use crate::lang::{Coaching, Problem};
use crate::strategies::forcing::{refute, Fact, Refutation};

/// What the check found on a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// Digits placed (not given) that are not the solution's.
    pub wrong_digits: Vec<Candidate>,
    /// Candidates deleted from an open cell that are the solution's digit
    /// (not those a wrong digit around rules out: that digit is named).
    pub deleted_solution: Vec<Candidate>,
    /// Open cells with no candidate left (and no wrong digit around).
    pub empty_cells: Vec<Cell>,
    /// Candidates a placed digit or given already rules out (pencil marks
    /// still to clean: not a mistake).
    pub to_clean: usize,
    /// For each wrong digit, a refutation by logic where one is found: a
    /// forcing chain (else net, else nested net) from the digit, on the
    /// position of the givens and the learner's right digits, to a
    /// contradiction ([`refute`]).
    pub refutations: Vec<Option<Refutation>>,
    /// For each deleted candidate, a refutation of its cell without it,
    /// where one is found (as for wrong digits).
    pub deleted_refutations: Vec<Option<Refutation>>,
}

impl Check {
    /// Each mistake as the catalogues say it: wrong digits first, then
    /// deleted candidates, then empty cells.
    pub fn mistakes(&self) -> Vec<Coaching> {
        let wrong = self
            .wrong_digits
            .iter()
            .zip(&self.refutations)
            .map(|(c, r)| Coaching::WrongDigit {
                cell: c.cell,
                digit: c.digit,
                refuted: r.as_ref().and_then(Refutation::says).map(Box::new),
            });
        let deleted = self
            .deleted_solution
            .iter()
            .zip(&self.deleted_refutations)
            .map(|(c, r)| Coaching::DeletedNeeded {
                cell: c.cell,
                digit: c.digit,
                refuted: r.as_ref().and_then(Refutation::says).map(Box::new),
            });
        let empty = self
            .empty_cells
            .iter()
            .map(|&cell| Coaching::NoCandidatesLeft { cell });
        wrong.chain(deleted).chain(empty).collect()
    }

    /// What the check says: each mistake, or, when there is none, "no
    /// mistakes so far" with the pencil marks still to clean.
    pub fn said(&self) -> Vec<Coaching> {
        let mistakes = self.mistakes();
        if mistakes.is_empty() {
            vec![Coaching::NoMistakes {
                to_clean: self.to_clean,
            }]
        } else {
            mistakes
        }
    }

    /// No mistake found.
    pub fn is_clean(&self) -> bool {
        self.wrong_digits.is_empty()
            && self.deleted_solution.is_empty()
            && self.empty_cells.is_empty()
    }
}

/// Checks `board` against the solution of its givens (which must have
/// exactly one solution).
pub fn check(board: &Board) -> Result<Check, Problem> {
    let puzzle = brute::puzzle_of(board).map_err(Problem::Board)?;
    check_from(board, &puzzle)
}

/// Checks `position` against the solution of `puzzle`, the original: for a
/// position whose file cannot tell givens from the learner's digits (a
/// grid of digits typed in, a candidate grid). Every given of `puzzle`
/// must be in `position`; its other digits count as the learner's.
pub fn check_against(position: &Board, puzzle: &Board) -> Result<Check, Problem> {
    if puzzle.size() != position.size() {
        return Err(Problem::PuzzleSize {
            puzzle: puzzle.size(),
            position: position.size(),
        });
    }
    let puzzle = brute::puzzle_of(puzzle).map_err(Problem::Board)?;
    let size = position.size();
    let mut digits = Vec::with_capacity(size * size);
    let mut given = Vec::with_capacity(size * size);
    let mut deleted = Vec::new();
    for cell in position.geometry().cells() {
        let found = position.value(cell);
        match puzzle.value(cell) {
            Some(g) if found != Some(g) => {
                return Err(Problem::GivenChanged {
                    cell,
                    given: g,
                    found,
                })
            }
            g => given.push(g.is_some()),
        }
        digits.push(found.unwrap_or(0));
        if found.is_none() {
            let gone = DigitSet::all(size) - position.candidates(cell);
            deleted.extend(gone.iter().map(|d| Candidate::new(cell, d)));
        }
    }
    // (Not from marks: a learner's cell may have no candidate left, which
    // is a mistake to name, not a reading error.)
    let board = Board::from_digits(size, &digits, &given, &deleted).map_err(Problem::Board)?;
    check_from(&board, &puzzle)
}

/// The check of `board` against the solution of `puzzle` (its givens).
fn check_from(board: &Board, puzzle: &Board) -> Result<Check, Problem> {
    let geo = board.geometry();
    let solution = match brute::analyse(puzzle) {
        Solutions::Unique(s) => s,
        Solutions::None => return Err(no_solution(board, puzzle)),
        Solutions::Multiple => return Err(Problem::MoreThanOneSolution { found: 2 }),
    };
    let mut found = Check {
        wrong_digits: Vec::new(),
        deleted_solution: Vec::new(),
        empty_cells: Vec::new(),
        to_clean: 0,
        refutations: Vec::new(),
        deleted_refutations: Vec::new(),
    };
    let size = board.size();
    for cell in geo.cells() {
        let answer = solution[cell.row() * size + cell.col()];
        match board.value(cell) {
            Some(d) if !board.is_given(cell) && d != answer => {
                found.wrong_digits.push(Candidate::new(cell, d));
            }
            Some(_) => {}
            None => {
                let cands = board.candidates(cell);
                // What the digits around already rule out, and whether a
                // wrong digit is among them: what follows from a wrong
                // digit is named as that digit, not again here.
                let mut seen = DigitSet::EMPTY;
                let mut sees_wrong = false;
                for peer in geo.peers(cell).iter() {
                    if let Some(d) = board.value(peer) {
                        seen |= DigitSet::single(d);
                        sees_wrong |= d != solution[peer.row() * size + peer.col()];
                    }
                }
                if cands.is_empty() {
                    if !sees_wrong {
                        found.empty_cells.push(cell);
                    }
                } else if !cands.contains(answer) && !seen.contains(answer) {
                    found.deleted_solution.push(Candidate::new(cell, answer));
                }
                found.to_clean += (cands & seen).len();
            }
        }
    }
    let premises = |cs: &[Candidate], truth| -> Vec<Fact> {
        cs.iter()
            .map(|c| Fact::new(c.cell, c.digit, truth))
            .collect()
    };
    found.refutations = refutations(board, &solution, &premises(&found.wrong_digits, true))?;
    found.deleted_refutations =
        refutations(board, &solution, &premises(&found.deleted_solution, false))?;
    Ok(found)
}

/// Why `puzzle` (the givens as read from `board`) has no solution: where
/// some of its digits, each alone read as an open cell instead, leave
/// exactly one solution (a one-candidate cell of a copied candidate grid, a
/// digit the learner placed in a grid of digits), those that fit the rest
/// of the position best (the fewest other cells whose digit or candidates
/// that solution contradicts) are named.
fn no_solution(board: &Board, puzzle: &Board) -> Problem {
    let size = puzzle.size();
    let geo = board.geometry();
    // (The suspect's digit, read as a given, took itself out of its peers'
    // candidates: that is not counted against it.)
    let misfits = |solution: &[u8], suspect: Candidate| {
        geo.cells()
            .filter(|&c| c != suspect.cell)
            .filter(|&c| {
                let truth = solution[c.row() * size + c.col()];
                match board.value(c) {
                    Some(v) => v != truth,
                    None if truth == suspect.digit && geo.sees(c, suspect.cell) => false,
                    None => !board.candidates(c).contains(truth),
                }
            })
            .count()
    };
    let scored: Vec<(usize, Candidate)> = puzzle
        .givens()
        .iter()
        .filter_map(|cell| {
            let digit = puzzle.value(cell)?;
            let mut values = puzzle.values();
            values[cell.row() * size + cell.col()] = 0;
            let without = Board::from_values(size, &values, true).ok()?;
            match brute::analyse(&without) {
                Solutions::Unique(s) => {
                    let suspect = Candidate::new(cell, digit);
                    Some((misfits(&s, suspect), suspect))
                }
                _ => None,
            }
        })
        .collect();
    let Some(best) = scored.iter().map(|(n, _)| *n).min() else {
        return Problem::NoSolution;
    };
    let digits = scored
        .into_iter()
        .filter(|(n, _)| *n == best)
        .map(|(_, c)| c)
        .collect();
    Problem::NoSolutionAsRead { digits }
}

/// A refutation of each false premise (a wrong digit, a needed candidate
/// gone): on the position of the givens and the learner's right digits
/// (all candidates back), the premise assumed and followed to a
/// contradiction ([`refute`]).
fn refutations(
    board: &Board,
    solution: &[u8],
    premises: &[Fact],
) -> Result<Vec<Option<Refutation>>, Problem> {
    if premises.is_empty() {
        return Ok(Vec::new());
    }
    let size = board.size();
    let geo = board.geometry();
    let mut digits = Vec::with_capacity(size * size);
    let mut given = Vec::with_capacity(size * size);
    for cell in geo.cells() {
        let answer = solution[cell.row() * size + cell.col()];
        digits.push(if board.value(cell) == Some(answer) {
            answer
        } else {
            0
        });
        given.push(board.is_given(cell));
    }
    let start = Board::from_digits(size, &digits, &given, &[]).map_err(Problem::Board)?;
    Ok(premises.iter().map(|&p| refute(&start, p)).collect())
}
