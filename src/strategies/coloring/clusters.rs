//! # Colour clusters: the idea behind Simple Colors and Multi-Colors
//!
//! Take one digit and every conjugate pair of it (a house where the digit has
//! exactly two cells: exactly one of them holds it, see
//! [`crate::strategies::single_digit::links`]). Pairs that share cells join
//! into a *cluster*. Colour a cluster with two colours, alternating along
//! each pair: then either every cell of colour A holds the digit and no cell
//! of colour B does, or the other way round.
//!
//! ```text
//!  A . . | . B . | . . .     A and B alternate along the conjugate pairs
//!  . . . | . . . | . . .     (row 1, column 5, row 5): one cluster.
//!  . . . | . . . | . . .
//!  ------+-------+------
//!  . . . | . . . | . . .
//!  . B . | . A . | . . .
//! ```
//!
//! What a cluster proves is taught beside: [`super::simple_colors`] (one
//! cluster: trap and wrap) and [`super::multi_colors`] (two clusters).
//! This file builds the clusters: [`color_clusters`] lists them with their
//! cells and links; `colour_sets` is the same colouring as bare cell sets
//! (what the strategies' quick checks in `quick.rs` look at).

use crate::grid::{Board, Candidate, Cell, CellSet};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Role};
use crate::strategies::single_digit::links::{conjugate_pairs, digit_in_range, StrongLink};
use serde::Serialize;

/// A cluster of conjugate pairs of one digit, in two colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColorCluster {
    pub digit: u8,
    /// The cells of the first colour (the one holding the cluster's first cell).
    pub color_a: Vec<Cell>,
    pub color_b: Vec<Cell>,
    /// The conjugate pairs that join the cluster, in house order.
    pub links: Vec<StrongLink>,
}

impl ColorCluster {
    fn set(cells: &[Cell]) -> CellSet {
        cells.iter().copied().collect()
    }
    /// The cells of colour `0` (A) or `1` (B).
    pub fn color(&self, which: usize) -> CellSet {
        Self::set(if which == 0 {
            &self.color_a
        } else {
            &self.color_b
        })
    }
    /// Every cell of the cluster.
    pub fn cells(&self) -> CellSet {
        self.color(0) | self.color(1)
    }
}

/// The colour clusters of `digit`: connected groups of conjugate pairs,
/// each coloured from its first cell (cell order). Clusters that cannot be
/// two-coloured (only on a board that has no solution) are left out.
pub fn color_clusters(board: &Board, digit: u8) -> Vec<ColorCluster> {
    let (colours, n) = colour_sets(board, digit);
    if n == 0 {
        return Vec::new();
    }
    let links = conjugate_pairs(board, digit);
    colours[..n]
        .iter()
        .map(|&[a, b]| ColorCluster {
            digit,
            color_a: a.iter().collect(),
            color_b: b.iter().collect(),
            links: links
                .iter()
                .filter(|l| (a | b).contains(l.cells[0]))
                .copied()
                .collect(),
        })
        .collect()
}

/// At most this many clusters per digit: each holds a conjugate pair of a
/// house of its own.
pub(super) const MAX_CLUSTERS: usize = 27;

/// The two colours of every cluster of `digit`, as cell sets, in the order
/// of [`color_clusters`] (which lists their cells and links). The
/// strategies' `first` looks at these alone (see `quick.rs`) and builds
/// patterns only when one removes something; most boards have none.
pub(super) fn colour_sets(board: &Board, digit: u8) -> ([[CellSet; 2]; MAX_CLUSTERS], usize) {
    let mut out = [[CellSet::EMPTY; 2]; MAX_CLUSTERS];
    // (The solver asks about one digit at a time: the others are empty.)
    if !digit_in_range(board, digit) || board.digit_cells(digit).is_empty() {
        return (out, 0);
    }
    let geo = board.geometry();
    let cells = board.digit_cells(digit);
    let mut pairs = [(Cell::default(), Cell::default()); MAX_CLUSTERS];
    let mut n_pairs = 0;
    let mut linked = CellSet::EMPTY;
    for h in geo.houses() {
        let in_house = cells & geo.house(h);
        if in_house.len() == 2 {
            let mut it = in_house.iter();
            if let (Some(a), Some(b)) = (it.next(), it.next()) {
                pairs[n_pairs] = (a, b);
                n_pairs += 1;
                linked |= in_house;
            }
        }
    }
    let pairs = &pairs[..n_pairs];
    let mut done = CellSet::EMPTY;
    let mut n = 0;
    for start in linked {
        if done.contains(start) {
            continue;
        }
        let mut colors = [CellSet::single(start), CellSet::EMPTY];
        let mut clash = false;
        let mut grew = true;
        while grew {
            grew = false;
            for &(x, y) in pairs {
                for k in 0..2 {
                    let (x_has, y_has) = (colors[k].contains(x), colors[k].contains(y));
                    clash |= x_has && y_has;
                    if x_has && !colors[1 - k].contains(y) {
                        colors[1 - k].insert(y);
                        grew = true;
                    }
                    if y_has && !colors[1 - k].contains(x) {
                        colors[1 - k].insert(x);
                        grew = true;
                    }
                }
            }
            if colors[0].intersects(colors[1]) {
                clash = true;
                break;
            }
        }
        done |= colors[0] | colors[1];
        if !clash {
            out[n] = colors;
            n += 1;
        }
    }
    (out, n)
}

/// Every cell that sees a cell of `cells`.
pub(super) fn seen_by(board: &Board, cells: CellSet) -> CellSet {
    let geo = board.geometry();
    let mut s = CellSet::EMPTY;
    for c in cells {
        s |= geo.peers(c);
    }
    s
}

/// Colours as roles: `A` -> `ColorA`, `B` -> `ColorB` (or the second pair).
pub(super) fn cluster_highlights(h: &mut Highlights, cluster: &ColorCluster, roles: [Role; 2]) {
    let d = cluster.digit;
    h.name(Mark::Link { strong: true }, Label::OnlyTwoInAHouse(d));
    for (k, role) in roles.into_iter().enumerate() {
        for c in cluster.color(k) {
            h.candidate(c, d, role);
        }
    }
    // A pair conjugate in a line and in its box is drawn once.
    let mut drawn: Vec<[Cell; 2]> = Vec::new();
    for l in &cluster.links {
        if drawn.contains(&l.cells) {
            continue;
        }
        drawn.push(l.cells);
        h.link(
            Candidate::new(l.cells[0], d),
            Candidate::new(l.cells[1], d),
            true,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::coloring::{find_multi_colors_1, find_multi_colors_2};
    use crate::strategies::coloring::{find_simple_colors_traps, find_simple_colors_wraps};
    use crate::test_util::{after_singles, cell};

    #[test]
    fn clusters_of_a_small_board() {
        // A hand-made 4x4 position: an empty board without 1 in r1c3, r1c4,
        // r3c2 and r3c4. Conjugate pairs of 1: rows 1 and 3, column 4, box 2.
        let mut b = Board::empty(4).unwrap();
        for c in ["r1c3", "r1c4", "r3c2", "r3c4"] {
            b.eliminate(Candidate::new(cell(c), 1));
        }
        let clusters = color_clusters(&b, 1);
        let colours: Vec<(Vec<Cell>, Vec<Cell>)> = clusters
            .iter()
            .map(|c| (c.color_a.clone(), c.color_b.clone()))
            .collect();
        assert_eq!(
            colours,
            [
                (vec![cell("r1c1")], vec![cell("r1c2")]),
                (vec![cell("r2c3"), cell("r4c4")], vec![cell("r2c4")]),
                (vec![cell("r3c1")], vec![cell("r3c3")]),
            ]
        );
        // The bare colour sets are the same colouring, in the same order.
        let (sets, n) = colour_sets(&b, 1);
        assert_eq!(n, clusters.len());
        for (set, cluster) in sets.iter().zip(&clusters) {
            assert_eq!(*set, [cluster.color(0), cluster.color(1)]);
        }
    }

    #[test]
    fn small_boards_and_bad_input() {
        // 4x4 and 6x6 puzzles from ../shared/puzzles (mini4x4_amayaos_20 #3,
        // mini6x6_sukaku6x6explainer_3 #3) and empty boards: every finder of
        // the family runs; digits off the board have no clusters.
        let boards = [
            after_singles(".2....2....34..."),
            after_singles(".....12....3..2.......45.16........."),
            Board::empty(4).unwrap(),
            Board::empty(6).unwrap(),
        ];
        for b in &boards {
            let _ = find_simple_colors_traps(b);
            let _ = find_simple_colors_wraps(b);
            let _ = find_multi_colors_1(b);
            let _ = find_multi_colors_2(b);
            assert!(color_clusters(b, 0).is_empty());
            assert!(color_clusters(b, 10).is_empty());
        }
    }
}
