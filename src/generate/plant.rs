//! Planting: where a dig starts, for the targets whose pattern needs room
//! that random digs seldom leave (see the [module doc](super)).
//!
//! A Jellyfish is only *needed* when its digit still has eight or nine
//! lines open: on fewer, the complementary fish in the other direction has
//! at most three lines and is found first, as an X-Wing or Swordfish. A
//! hidden quad is only needed in a house with all nine cells open: with
//! fewer, the cells outside the quad form a naked set of four or fewer,
//! found first. So for these targets the dig takes away every given of one
//! digit (or of one house) before the others, and keeps the ones uniqueness
//! needs, as any dig does.
//!
//! ```text
//!   Jellyfish on 7:  dig order  [all the 7s] [every other cell, shuffled]
//!   hidden quad:     dig order  [row 4's cells] [every other cell, shuffled]
//! ```
//!
//! The same rule tells the judge when to stop ([`has_room`]): once no
//! digit has eight lines open (no house nine open cells), the walk can no
//! longer need the target, since cells and candidates only go as it goes.
//!
//! Two targets also choose their grid ([`Grids`]). Most digs start from
//! [`random_solution`], one fixed grid shuffled. The plain Jellyfish digs
//! grids drawn from many essentially different ones ([`varied_solution`]),
//! and Unique Rectangle type 5 the one of [`GRIDS_TO_CHOOSE_FROM`] such
//! grids with the most [`deadly_rectangles`]: measured, each then needs
//! fewer candidates per puzzle (docs/generating.md); for other targets
//! varied grids did no better, or worse.

use super::random::{dig_order, random_solution, varied_solution, Rng};
use crate::grid::{Board, Geometry};
use crate::strategies::fish::by_kind::{FINNED_JELLYFISH, JELLYFISH, SASHIMI_JELLYFISH};
use crate::strategies::subsets::hidden_subsets::HIDDEN_QUAD;
use crate::strategies::uniqueness::unique_rectangles::UNIQUE_RECTANGLE_5;

/// How many varied grids [`Grids::RichestOf`] chooses from.
pub(super) const GRIDS_TO_CHOOSE_FROM: usize = 8;

/// Which solution grids a target's digs start from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Grids {
    /// [`random_solution`]: one fixed grid, shuffled.
    Fixed,
    /// [`varied_solution`]: many essentially different grids.
    Varied,
    /// Of this many varied grids, the first with the most deadly rectangles.
    RichestOf(usize),
}

impl Grids {
    /// The grids for strategy `id`.
    pub(super) fn for_target(id: &str) -> Grids {
        if id == JELLYFISH.id {
            Grids::Varied
        } else if id == UNIQUE_RECTANGLE_5.id {
            Grids::RichestOf(GRIDS_TO_CHOOSE_FROM)
        } else {
            Grids::Fixed
        }
    }

    /// A solution grid of side `size` to dig.
    pub(super) fn solution(self, size: usize, rng: &mut Rng) -> Option<Vec<u8>> {
        let draws = match self {
            Grids::Fixed => return random_solution(size, rng),
            Grids::Varied => return varied_solution(size, rng),
            Grids::RichestOf(n) => n.max(1),
        };
        let mut best: Option<(usize, Vec<u8>)> = None;
        for _ in 0..draws {
            let grid = varied_solution(size, rng)?;
            let count = deadly_rectangles(&grid);
            if best.as_ref().map_or(true, |(most, _)| count > *most) {
                best = Some((count, grid));
            }
        }
        best.map(|(_, grid)| grid)
    }
}

/// What a target's digs clear first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Plant {
    /// Nothing: a plain random order.
    Nothing,
    /// Every given of one digit (chosen at random).
    Digit,
    /// Every given of one house (chosen at random).
    House,
}

impl Plant {
    /// The plant for strategy `id`.
    pub(super) fn for_target(id: &str) -> Plant {
        if [JELLYFISH.id, FINNED_JELLYFISH.id, SASHIMI_JELLYFISH.id].contains(&id) {
            Plant::Digit
        } else if id == HIDDEN_QUAD.id {
            Plant::House
        } else {
            Plant::Nothing
        }
    }

    /// The order a dig of `solution` (side `size`) takes givens away in: a
    /// random order, the planted cells moved to the front. [`Plant::Nothing`]
    /// draws from `rng` exactly what [`dig_order`] draws.
    pub(super) fn dig_order(self, size: usize, solution: &[u8], rng: &mut Rng) -> Vec<usize> {
        let mut order = dig_order(size, rng);
        let first: Vec<bool> = match self {
            Plant::Nothing => return order,
            Plant::Digit => {
                let digit = 1 + rng.below(size) as u8;
                solution.iter().map(|&d| d == digit).collect()
            }
            Plant::House => {
                let Some(geometry) = Geometry::for_size(size) else {
                    return order;
                };
                let mut first = vec![false; size * size];
                if let Some(house) = geometry.houses().nth(rng.below(geometry.house_count())) {
                    for cell in geometry.house_cells(house) {
                        first[cell.row() * size + cell.col()] = true;
                    }
                }
                first
            }
        };
        // A stable sort keeps both parts in their random order.
        order.sort_by_key(|&i| !first.get(i).copied().unwrap_or(false));
        order
    }
}

/// The deadly rectangles of a solved 9x9 grid (81 digits row by row): four
/// cells in two rows, two columns and two boxes holding `a b / b a`. A
/// puzzle must keep a given in each (else swapping `a` and `b` there gives
/// a second solution). Shuffling a grid keeps their number. 0 for other
/// lengths.
pub(super) fn deadly_rectangles(grid: &[u8]) -> usize {
    if grid.len() != 81 {
        return 0;
    }
    let pairs = || (0..9).flat_map(|a| (a + 1..9).map(move |b| (a, b)));
    let at = |r: usize, c: usize| grid[9 * r + c];
    let mut count = 0;
    for (r1, r2) in pairs() {
        for (c1, c2) in pairs() {
            let two_boxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
            if two_boxes && at(r1, c1) == at(r2, c2) && at(r1, c2) == at(r2, c1) {
                count += 1;
            }
        }
    }
    count
}

/// Whether `board` still has the room a walkthrough needs to need strategy
/// `id` (see the [module doc](self)): for a Jellyfish, a digit open in at
/// least eight rows; for a hidden quad, a house with no digit placed.
/// `true` for every other strategy. Open lines and cells only shrink as a
/// walk goes on, so once `false`, `false` for the rest of the walk.
pub(super) fn has_room(id: &str, board: &Board) -> bool {
    let geometry = board.geometry();
    if id == JELLYFISH.id {
        // A digit's open rows: the rows holding one of its candidates.
        let open_rows = |d: u8| {
            let cells = board.digit_cells(d);
            geometry
                .rows()
                .filter(|&row| !(geometry.house(row) & cells).is_empty())
                .count()
        };
        (1..=board.size() as u8).any(|d| open_rows(d) >= 8)
    } else if id == HIDDEN_QUAD.id {
        let filled = board.filled_cells();
        geometry
            .houses()
            .any(|house| (geometry.house(house) & filled).is_empty())
    } else {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::needs::{Ceiling, Target, Verdict};
    use crate::generate::random::{dig, Symmetry};
    use crate::solver::Ended;

    /// The count by the definition, on varied grids, agrees with the
    /// count of column swaps inside two rows that leave a valid grid.
    #[test]
    fn deadly_rectangles_are_the_swaps_that_keep_a_grid_valid() {
        let mut rng = Rng::seeded(4);
        for _ in 0..3 {
            let grid = varied_solution(9, &mut rng).expect("a grid");
            let pairs = || (0..9).flat_map(|a| (a + 1..9).map(move |b| (a, b)));
            let mut swaps = 0;
            for (r1, r2) in pairs() {
                for (c1, c2) in pairs() {
                    let two_boxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                    let mut swapped = grid.clone();
                    for r in [r1, r2] {
                        swapped.swap(9 * r + c1, 9 * r + c2);
                    }
                    let valid = Board::from_values(9, &swapped, true).is_ok_and(|b| b.is_solved());
                    swaps += usize::from(two_boxes && valid);
                }
            }
            assert!(swaps > 0);
            assert_eq!(deadly_rectangles(&grid), swaps);
        }
        assert_eq!(deadly_rectangles(&[1, 2, 3]), 0);
    }

    /// Each target digs its own kind of grid, drawn from the generator's
    /// stream: the richest of the varied grids drawn for UR5.
    #[test]
    fn targets_choose_their_grids() {
        assert_eq!(Grids::for_target("x-wing"), Grids::Fixed);
        assert_eq!(Grids::for_target(JELLYFISH.id), Grids::Varied);
        assert_eq!(Grids::for_target(FINNED_JELLYFISH.id), Grids::Fixed);
        let richest = Grids::for_target(UNIQUE_RECTANGLE_5.id);
        assert_eq!(richest, Grids::RichestOf(GRIDS_TO_CHOOSE_FROM));
        for seed in 1..=20 {
            let (mut rng, mut same) = (Rng::seeded(seed), Rng::seeded(seed));
            let chosen = richest.solution(9, &mut rng).expect("a grid");
            let most = (0..GRIDS_TO_CHOOSE_FROM)
                .map(|_| deadly_rectangles(&varied_solution(9, &mut same).expect("a grid")))
                .max();
            assert_eq!(Some(deadly_rectangles(&chosen)), most);
            assert_eq!(rng.next_u64(), same.next_u64());
        }
        for (grids, draw) in [
            (
                Grids::Fixed,
                random_solution as fn(usize, &mut Rng) -> Option<Vec<u8>>,
            ),
            (Grids::Varied, varied_solution),
        ] {
            let (mut rng, mut same) = (Rng::seeded(3), Rng::seeded(3));
            assert_eq!(grids.solution(9, &mut rng), draw(9, &mut same));
        }
    }

    /// On planted digs (seeds 1-1000 each), walked to the end by the
    /// target's prefix solver with no ceiling: at positions without room
    /// where the target's pattern is there, the solver takes an easier
    /// step (the complement, found first), and every step of the target is
    /// taken where there is room. The judge that stops for want of room
    /// stops only where the whole walk would not teach nor nearly teach,
    /// else it gives the whole walk's judgement.
    #[test]
    fn the_target_is_needed_only_where_there_is_room() {
        for id in [JELLYFISH.id, HIDDEN_QUAD.id] {
            let open = Target::with_ceiling(id, 9, Ceiling::SolverOrder).expect("registered");
            let target = Target::new(id, 9).expect("registered");
            let find = crate::strategies::by_id(id).expect("registered").find;
            let (mut there, mut no_rooms) = (0, 0);
            for seed in 1..=1000 {
                let mut rng = Rng::seeded(seed);
                let solution = random_solution(9, &mut rng).expect("a grid");
                let order = Plant::for_target(id).dig_order(9, &solution, &mut rng);
                let mut digits = solution.clone();
                dig(9, &mut digits, Symmetry::None, &order, |_| ());
                let board = Board::from_values(9, &digits, true).expect("a puzzle");
                let walk = open
                    .prefix
                    .solve_past_singles(&board, |_| false)
                    .expect("bulk");
                assert!(matches!(walk.ended, Ended::As(_)));
                for (before, step) in &walk.steps {
                    if !has_room(id, before) {
                        assert!(step.strategy != id, "{id} seed {seed}");
                        if !find(before).is_empty() {
                            there += 1;
                        }
                    }
                }
                let whole = target.look(&digits);
                match target.look_while_room(&digits) {
                    Ok(look) => {
                        assert_eq!(look.verdict, whole.verdict, "{id} seed {seed}");
                        assert_eq!(look.near_miss, whole.near_miss, "{id} seed {seed}");
                        assert_eq!(look.height, whole.height, "{id} seed {seed}");
                    }
                    Err(_) => {
                        no_rooms += 1;
                        assert!(whole.verdict != Verdict::Teaches, "{id} seed {seed}");
                        assert!(whole.near_miss.is_none(), "{id} seed {seed}");
                    }
                }
            }
            println!("{id}: there without room {there} times, {no_rooms} walks stopped");
            assert!(
                there > 0 && no_rooms > 0,
                "{id}: {there} there, {no_rooms} stopped"
            );
        }
    }

    #[test]
    fn planted_cells_come_first_and_every_cell_once() {
        let solution: Vec<u8> = (0..81)
            .map(|i| ((i * 4 + i / 9 + i / 27) % 9 + 1) as u8)
            .collect();
        for (plant, count) in [(Plant::Digit, 9), (Plant::House, 9)] {
            let mut rng = Rng::seeded(3);
            let order = plant.dig_order(9, &solution, &mut rng);
            let mut sorted = order.clone();
            sorted.sort();
            assert_eq!(sorted, (0..81).collect::<Vec<_>>());
            let head = &order[..count];
            match plant {
                Plant::Digit => {
                    let d = solution[head[0]];
                    assert!(head.iter().all(|&i| solution[i] == d), "{head:?}");
                }
                _ => {
                    // Nine cells of one row, column or box.
                    let rows: std::collections::BTreeSet<_> = head.iter().map(|i| i / 9).collect();
                    let cols: std::collections::BTreeSet<_> = head.iter().map(|i| i % 9).collect();
                    let boxes: std::collections::BTreeSet<_> =
                        head.iter().map(|i| (i / 27, i % 9 / 3)).collect();
                    assert!(
                        rows.len() == 1 || cols.len() == 1 || boxes.len() == 1,
                        "{head:?}"
                    );
                }
            }
        }
        // No plant: the plain order, the same draws.
        let (mut a, mut b) = (Rng::seeded(5), Rng::seeded(5));
        assert_eq!(
            Plant::Nothing.dig_order(9, &solution, &mut a),
            dig_order(9, &mut b)
        );
        assert_eq!(a.next_u64(), b.next_u64());
    }
}
