//! Planting a tridagon: for the forcing-net verity and the nested forcing
//! net, which only the hardest puzzles need (see the [module doc](super)),
//! the dig starts from a grid built around a pattern found in most of the
//! hardest puzzles known.
//!
//! A *tridagon* (so called on the New Sudoku Players' Forum since 2022,
//! where that was found) is twelve cells in four boxes that make a
//! rectangle of two bands by two
//! stacks: in each box three cells, one in each of its rows and columns (a
//! *transversal*). Each transversal is a permutation of the box's three
//! columns, even or odd; when the four together are odd, the three digits
//! `a b c` cannot fill all twelve cells, each row, column and box
//! holding each at most once (the test below checks every one of the 1,296
//! choices against a search). Boxes 1, 2, 4 and 5, box 1's transversal odd
//! (its first two rows swapped), the others even:
//!
//! ```text
//!    . x . | x . .       each of these rows and columns holds two x's,
//!    x . . | . x .       each box three; no way to write a, b and c in
//!    . . x | . . x       the twelve x's. Make box 1's transversal even
//!    ------+------       too (x . . / . x . / . . x) and there is one:
//!    x . . | x . .       a b c in each box's rows, top to bottom, in
//!    . x . | . x .       boxes 1 and 5; b c a in boxes 2 and 4.
//!    . . x | . . x
//! ```
//!
//! So in the solution one of the twelve cells, the *guardian*, holds a
//! fourth digit. A puzzle hides that when none of its givens is a pattern
//! cell and none is `a`, `b` or `c` in the pattern's six rows and six
//! columns: everything outside the *outside box* (the one in neither the
//! pattern's bands nor its stacks). Then each pattern cell keeps `a b c`
//! as candidates until logic finds which cell guards, and in some puzzles
//! that takes a forcing net inside a forcing net.
//!
//! ```text
//!   tridagon (odd) ──► fill 11 cells with a b c, the guardian with d
//!     ──► complete to a random grid (the solution)
//!     ──► givens: every cell but the pattern's, a b c only in the outside box
//!     ──► one solution? dig to minimal in random order ──► judge
//! ```
//!
//! Measured (`docs/generating.md`): one such puzzle in about 4,700 needs the
//! nested net under the curriculum, where a minute of random digs (95,708
//! puzzles) found none, and an hour of climbs toward a higher Sudoku
//! Explainer rating reached neither target.

use super::needs::{Target, ONLY_AMONG_THE_HARDEST};
use super::random::{dig, has_one_solution, Rng, Symmetry};
use crate::brute;
use crate::grid::{Cell, Geometry};

/// The six transversals of a box: `TRANSVERSALS[t][r]` is the column (in
/// the box) of the cell in the box's row `r`; the first three are even.
const TRANSVERSALS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [1, 0, 2],
    [2, 1, 0],
];

/// Whether transversal `t` is an odd permutation.
fn is_odd(t: usize) -> bool {
    t >= 3
}

/// Whether a dig for `target` starts from a tridagon: the targets only the
/// hardest puzzles need, on 9x9 without symmetry.
pub(super) fn plants(target: &Target, symmetry: Symmetry) -> bool {
    target.size() == 9
        && symmetry == Symmetry::None
        && target.info().is_some()
        && ONLY_AMONG_THE_HARDEST.contains(&target.id())
}

/// A tridagon: its four boxes' bands and stacks, their transversals, and
/// its three digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Tridagon {
    /// The two bands (0-2) and two stacks of the four boxes.
    pub(super) bands: [usize; 2],
    pub(super) stacks: [usize; 2],
    /// The transversal of each box, in the order of [`Tridagon::cells`].
    pub(super) transversals: [usize; 4],
    /// `a b c`.
    pub(super) digits: [u8; 3],
}

impl Tridagon {
    /// Its twelve cells (0-80), three per box: boxes in band-major order.
    pub(super) fn cells(&self) -> [usize; 12] {
        let mut cells = [0; 12];
        let boxes = self
            .bands
            .iter()
            .flat_map(|&b| self.stacks.iter().map(move |&s| (b, s)));
        for (k, (band, stack)) in boxes.enumerate() {
            for (r, &c) in TRANSVERSALS[self.transversals[k]].iter().enumerate() {
                cells[3 * k + r] = (3 * band + r) * 9 + 3 * stack + c;
            }
        }
        cells
    }

    /// Whether cell `i` is in the outside box: in neither its bands nor its
    /// stacks.
    pub(super) fn in_outside_box(&self, i: usize) -> bool {
        !self.bands.contains(&(i / 27)) && !self.stacks.contains(&(i % 9 / 3))
    }

    /// Whether `a b c` cannot fill the twelve cells: the four transversals
    /// together odd.
    pub(super) fn is_impossible(&self) -> bool {
        self.transversals.iter().filter(|&&t| is_odd(t)).count() % 2 == 1
    }

    /// A random tridagon: random bands, stacks, digits, and transversals
    /// drawn until together odd.
    pub(super) fn draw(rng: &mut Rng) -> Tridagon {
        let two_of_three = |rng: &mut Rng| {
            let left_out = rng.below(3);
            let mut two = (0..3).filter(|&x| x != left_out);
            [two.next().unwrap_or(0), two.next().unwrap_or(1)]
        };
        let bands = two_of_three(rng);
        let stacks = two_of_three(rng);
        let mut all: Vec<u8> = (1..=9).collect();
        rng.shuffle(&mut all);
        let mut t = Tridagon {
            bands,
            stacks,
            transversals: [0; 4],
            digits: [all[0], all[1], all[2]],
        };
        // Half of all choices are odd: draw until one is.
        while !t.is_impossible() {
            t.transversals = [(); 4].map(|_| rng.below(6));
        }
        t
    }
}

/// Whether digit `d` can go in cell `i` of `grid`: no peer holds it.
fn fits(grid: &[u8; 81], i: usize, d: u8) -> bool {
    let peers = Geometry::nine().peers(Cell::from_index(i as u8));
    peers.iter().all(|p| grid[p.index()] != d)
}

/// A solution grid around tridagon `t`: eleven of its cells hold its three
/// digits and the guardian (drawn) a fourth; the rest is completed at
/// random. `None` when this draw leaves no way (the caller draws again).
pub(super) fn planted_grid(t: &Tridagon, rng: &mut Rng) -> Option<[u8; 81]> {
    let cells = t.cells();
    let guardian = rng.below(12);
    let mut grid = [0u8; 81];
    let others: Vec<u8> = (1..=9).filter(|d| !t.digits.contains(d)).collect();
    grid[cells[guardian]] = others[rng.below(others.len())];
    // The other eleven: a depth-first fill in random digit order.
    let rest: Vec<usize> = (0..12)
        .filter(|&k| k != guardian)
        .map(|k| cells[k])
        .collect();
    if !fill(&mut grid, &rest, t.digits, rng) {
        return None;
    }
    // Random digits in random open cells while a solution remains, until
    // only one does.
    for _ in 0..400 {
        match brute::count_solutions_9x9(&grid, 2) {
            0 => return None,
            1 => return brute::solve_9x9(&grid),
            _ => {}
        }
        let i = rng.below(81);
        let d = 1 + rng.below(9) as u8;
        if grid[i] == 0 && fits(&grid, i, d) {
            grid[i] = d;
            if brute::count_solutions_9x9(&grid, 1) == 0 {
                grid[i] = 0;
            }
        }
    }
    None
}

/// Fills `cells` of `grid` with `digits`, each fitting, trying the digits
/// in a random order at each cell; whether it could.
fn fill(grid: &mut [u8; 81], cells: &[usize], digits: [u8; 3], rng: &mut Rng) -> bool {
    let Some((&i, rest)) = cells.split_first() else {
        return true;
    };
    let mut order = digits;
    rng.shuffle(&mut order);
    for d in order {
        if fits(grid, i, d) {
            grid[i] = d;
            if fill(grid, rest, digits, rng) {
                return true;
            }
            grid[i] = 0;
        }
    }
    false
}

/// The most givens a puzzle hiding `t` in `solution` may have: every cell
/// but the pattern's, and the pattern's digits only in the outside box.
pub(super) fn allowed_givens(t: &Tridagon, solution: &[u8; 81]) -> Vec<u8> {
    let cells = t.cells();
    (0..81)
        .map(|i| {
            let hidden =
                cells.contains(&i) || (t.digits.contains(&solution[i]) && !t.in_outside_box(i));
            if hidden {
                0
            } else {
                solution[i]
            }
        })
        .collect()
}

/// A planted candidate: the tridagon, the solution around it, and the
/// puzzle (the allowed givens dug to minimal).
#[derive(Clone, Debug)]
pub(super) struct Planted {
    /// Read by the tests, which check the puzzle hides it.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(super) tridagon: Tridagon,
    pub(super) solution: Vec<u8>,
    pub(super) digits: Vec<u8>,
}

/// One planted candidate: a random tridagon, its grid, and the allowed
/// givens dug to minimal in random order. `None` when the grid could not
/// be built, or left more than one solution with those givens (together
/// about 4 draws in 10).
pub(super) fn candidate(rng: &mut Rng) -> Option<Planted> {
    let tridagon = Tridagon::draw(rng);
    let solution = planted_grid(&tridagon, rng)?;
    let mut digits = allowed_givens(&tridagon, &solution);
    if !has_one_solution(9, &digits) {
        return None;
    }
    let mut order: Vec<usize> = (0..81).filter(|&i| digits[i] != 0).collect();
    rng.shuffle(&mut order);
    dig(9, &mut digits, Symmetry::None, &order, |_| ());
    Some(Planted {
        tridagon,
        solution: solution.to_vec(),
        digits,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::is_minimal;

    /// Fillings of `cells` with 1, 2, 3 (each row, column and box at most
    /// once each): how many, by a plain search.
    fn fillings(cells: &[usize; 12]) -> usize {
        fn count(grid: &mut [u8; 81], cells: &[usize]) -> usize {
            let Some((&i, rest)) = cells.split_first() else {
                return 1;
            };
            let mut n = 0;
            for d in 1..=3 {
                if fits(grid, i, d) {
                    grid[i] = d;
                    n += count(grid, rest);
                    grid[i] = 0;
                }
            }
            n
        }
        count(&mut [0; 81], cells)
    }

    #[test]
    fn three_digits_cannot_fill_four_transversals_exactly_when_they_are_odd() {
        let mut impossible = 0;
        for bands in [[0, 1], [0, 2], [1, 2]] {
            for n in 0..6usize.pow(4) {
                let t = Tridagon {
                    bands,
                    stacks: [bands[1] % 2, 2],
                    transversals: [n % 6, n / 6 % 6, n / 36 % 6, n / 216],
                    digits: [1, 2, 3],
                };
                let none = fillings(&t.cells()) == 0;
                assert_eq!(none, t.is_impossible(), "{t:?}");
                impossible += usize::from(none);
            }
        }
        assert_eq!(impossible, 3 * 648);
        let mut rng = Rng::seeded(7);
        for _ in 0..200 {
            assert!(Tridagon::draw(&mut rng).is_impossible());
        }
    }

    /// Candidates as the search draws them (seed 3, the first 20 that
    /// come): the solution has one guardian among the twelve cells; every
    /// given is the solution's, off the pattern, and one of `a b c` only in
    /// the outside box; the puzzle has one solution, is minimal, and every
    /// pattern cell keeps `a b c` as candidates.
    #[test]
    fn planted_puzzles_hide_the_tridagon_and_are_minimal() {
        let mut rng = Rng::seeded(3);
        let (mut made, mut draws) = (0, 0);
        while made < 20 {
            draws += 1;
            let Some(Planted {
                tridagon: t,
                solution,
                digits,
            }) = candidate(&mut rng)
            else {
                continue;
            };
            let cells = t.cells();
            let board = crate::grid::Board::from_values(9, &solution, true).expect("valid");
            assert!(board.is_solved());
            let guardians = cells
                .iter()
                .filter(|&&i| !t.digits.contains(&solution[i]))
                .count();
            assert_eq!(guardians, 1, "{t:?}");
            for i in (0..81).filter(|&i| digits[i] != 0) {
                assert_eq!(digits[i], solution[i]);
                assert!(!cells.contains(&i));
                assert!(!t.digits.contains(&digits[i]) || t.in_outside_box(i));
            }
            assert!(has_one_solution(9, &digits));
            assert!(is_minimal(9, Symmetry::None, &digits));
            let nine: [u8; 81] = digits.clone().try_into().expect("81");
            assert_eq!(brute::solve_9x9(&nine).map(|s| s.to_vec()), Some(solution));
            // Every pattern cell keeps a b c as candidates.
            let start = crate::grid::Board::from_values(9, &digits, true).expect("valid");
            for &i in &cells {
                let cell = Cell::new(i / 9, i % 9);
                for d in t.digits {
                    assert!(
                        start.candidates(cell).contains(d),
                        "{t:?} r{}c{}",
                        i / 9 + 1,
                        i % 9 + 1
                    );
                }
            }
            made += 1;
        }
        println!("planted puzzles with one solution: {made} of {draws} draws");
    }
}
