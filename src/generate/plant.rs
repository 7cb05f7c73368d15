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

use super::random::{dig_order, Rng};
use crate::grid::Geometry;
use crate::strategies::fish::by_kind::{FINNED_JELLYFISH, JELLYFISH, SASHIMI_JELLYFISH};
use crate::strategies::subsets::hidden_subsets::HIDDEN_QUAD;

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

#[cfg(test)]
mod tests {
    use super::*;

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
