//! # Multi-Colors (types 1 and 2)
//!
//! Colour two clusters of conjugate pairs of one digit (see
//! [`super::clusters`]): the first with colours `A1`/`A2`, the second with
//! `B1`/`B2`. In each cluster one colour holds the digit. Where the two
//! clusters touch (a cell of one sees a cell of the other), they cannot
//! both be true there, and that says something.
//!
//! ```text
//!  A1 .  .  | .  .  .  | A2 .  .     row 1 is one cluster (A1 = A2),
//!  .  B1 .  | .  .  .  | .  .  .     column 2 another (B1 = B2).
//!  .  .  .  | .  .  .  | .  .  .     A1 sees B1 (box 1): not both hold
//!  ---------+----------+---------    the digit, so A2 or B2 does, and x
//!  .  .  .  | .  .  .  | .  .  .     (seeing A2 and B2) cannot.
//!  .  .  .  | .  .  .  | .  .  .
//!  .  .  .  | .  .  .  | .  .  .
//!  ---------+----------+---------
//!  .  B2 .  | .  .  .  | x  .  .
//! ```
//!
//! * **Type 1**: a cell of `A1` sees a cell of `B1`. They cannot both be
//!   true, so `A2` or `B2` is true: a cell that sees a cell of `A2` and a
//!   cell of `B2` loses the digit (even a cell of the clusters: an `A1` cell
//!   seeing `A2` and `B2` is then false, as HoDoKu also counts it).
//! * **Type 2**: colour `A1` sees both `B1` and `B2` (cells of `A1` see a
//!   `B1` cell and a `B2` cell). One of `B1`/`B2` is true, so `A1` would
//!   clash with it: `A1` is false, the digit leaves every `A1` cell.
//!
//! The type numbers follow HoDoKu (`0502` is type 1, `0503` type 2), checked
//! against its regression cases.

use super::clusters::{cluster_highlights, color_clusters, seen_by, ColorCluster};
use crate::grid::{Board, Candidate, Cell, CellSet};
use crate::lang::says::{ColourPair, PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};
use crate::strategies::single_digit::links::digit_in_range;
use serde::Serialize;

/// The Multi-Colors 1's declaration: id, family, HoDoKu score and level, SE rule.
pub const MULTI_COLORS_1: Decl = Decl::new(
    "multi-colors-1",
    "Multi-Colors 1",
    "マルチカラー タイプ1",
    Family::Coloring,
    200,
    Level::Hard,
    Se::Fixed(55),
);
/// The Multi-Colors 2's declaration: id, family, HoDoKu score and level, SE rule.
pub const MULTI_COLORS_2: Decl = Decl::new(
    "multi-colors-2",
    "Multi-Colors 2",
    "マルチカラー タイプ2",
    Family::Coloring,
    200,
    Level::Hard,
    Se::Fixed(55),
);

/// Which multi-colors rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MultiColorsKind {
    /// A colour of each cluster see each other: cells seeing both opposite
    /// colours lose the digit.
    Type1,
    /// One colour sees both colours of the other cluster: it is false.
    Type2,
}

/// Two clusters of one digit and what their contact proves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MultiColors {
    pub kind: MultiColorsKind,
    pub digit: u8,
    /// `clusters[0]` has colours A1 (`color_a`) / A2, `clusters[1]` B1 / B2.
    pub clusters: [ColorCluster; 2],
    /// The weak links between the clusters that the rule uses: pairs of
    /// cells (one of each cluster) that see each other.
    pub bridges: Vec<(Cell, Cell)>,
    /// Type 1: the true colour pairs (one colour of each cluster, 0 = A/first,
    /// 1 = B/second) of which one holds the digit; cells seeing both colours
    /// of such a pair lose it.
    pub either: Vec<(usize, usize)>,
    /// Type 2: the colour (0 or 1) of `clusters[0]` that is false.
    pub false_color: Option<usize>,
    /// Type 1: the cells that see both colours of an `either` pair.
    pub trapped: Vec<Cell>,
}

/// Pairs of cells, one from each set, that see each other.
fn contacts(board: &Board, a: CellSet, b: CellSet) -> Vec<(Cell, Cell)> {
    let geo = board.geometry();
    let mut out = Vec::new();
    for x in a {
        for y in geo.peers(x) & b {
            out.push((x, y));
        }
    }
    out
}

/// both `A_(1-i)` and `B_(1-j)` lose the digit. Type 2: a colour of the
/// first cluster in contact with both colours of the second is false.
pub fn is_multi_colors(
    board: &Board,
    first: &ColorCluster,
    second: &ColorCluster,
    kind: MultiColorsKind,
) -> Option<MultiColors> {
    let digit = first.digit;
    if !digit_in_range(board, digit)
        || second.digit != digit
        || first.cells().intersects(second.cells())
    {
        return None;
    }
    let base = MultiColors {
        kind,
        digit,
        clusters: [first.clone(), second.clone()],
        bridges: Vec::new(),
        either: Vec::new(),
        false_color: None,
        trapped: Vec::new(),
    };
    match kind {
        MultiColorsKind::Type1 => {
            let mut bridges = Vec::new();
            let mut either = Vec::new();
            let mut trapped = CellSet::EMPTY;
            // Any cell can be trapped, a cluster cell too: one of colour
            // A1 that sees A2 and B2 is false (and with it all of A1).
            let cells = board.digit_cells(digit);
            for i in 0..2 {
                for j in 0..2 {
                    let touch = contacts(board, first.color(i), second.color(j));
                    if touch.is_empty() {
                        continue;
                    }
                    bridges.extend(touch);
                    either.push((1 - i, 1 - j));
                    trapped |= cells
                        & seen_by(board, first.color(1 - i))
                        & seen_by(board, second.color(1 - j));
                }
            }
            (!either.is_empty()).then(|| MultiColors {
                bridges,
                either,
                trapped: trapped.iter().collect(),
                ..base
            })
        }
        MultiColorsKind::Type2 => (0..2).find_map(|i| {
            let to_b1 = contacts(board, first.color(i), second.color(0));
            let to_b2 = contacts(board, first.color(i), second.color(1));
            if to_b1.is_empty() || to_b2.is_empty() {
                return None;
            }
            Some(MultiColors {
                bridges: to_b1.into_iter().chain(to_b2).collect(),
                false_color: Some(i),
                ..base.clone()
            })
        }),
    }
}

fn find_multi(board: &Board, kind: MultiColorsKind) -> Vec<MultiColors> {
    let mut out = Vec::new();
    for digit in 1..=board.size() as u8 {
        let clusters = color_clusters(board, digit);
        for (i, a) in clusters.iter().enumerate() {
            for (j, b) in clusters.iter().enumerate() {
                // Type 1 is symmetric: each unordered pair once. Type 2 asks
                // about the first cluster's colours, so both orders count.
                if i == j || (kind == MultiColorsKind::Type1 && j < i) {
                    continue;
                }
                out.extend(is_multi_colors(board, a, b, kind));
            }
        }
    }
    out
}

/// Every pair of clusters (each unordered pair once) with colours in contact.
pub fn find_multi_colors_1(board: &Board) -> Vec<MultiColors> {
    find_multi(board, MultiColorsKind::Type1)
}

/// Every ordered pair of clusters where a colour of the first sees both
/// colours of the second.
pub fn find_multi_colors_2(board: &Board) -> Vec<MultiColors> {
    find_multi(board, MultiColorsKind::Type2)
}

/// Type 1: the trapped cells. Type 2: every cell of the false colour.
pub fn multi_colors_eliminations(board: &Board, p: &MultiColors) -> Vec<Candidate> {
    if !digit_in_range(board, p.digit) {
        return Vec::new();
    }
    let cells: CellSet = match (p.kind, p.false_color) {
        (MultiColorsKind::Type1, _) => p.trapped.iter().copied().collect(),
        (MultiColorsKind::Type2, Some(k)) => p.clusters[0].color(k),
        (MultiColorsKind::Type2, None) => CellSet::EMPTY,
    };
    (cells & board.digit_cells(p.digit))
        .iter()
        .map(|c| Candidate::new(c, p.digit))
        .collect()
}

impl Pattern for MultiColors {
    fn strategy(&self) -> &'static str {
        match self.kind {
            MultiColorsKind::Type1 => MULTI_COLORS_1.id,
            MultiColorsKind::Type2 => MULTI_COLORS_2.id,
        }
    }
    /// The first cluster in `ColorA`/`ColorB`, the second in `Pattern`/`Fin`
    /// (B1/B2), strong links inside clusters, weak links for the bridges.
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        cluster_highlights(&mut h, &self.clusters[0], [Role::ColorA, Role::ColorB]);
        cluster_highlights(&mut h, &self.clusters[1], [Role::Pattern, Role::Fin]);
        let colour = |cluster, side| Label::Colour { cluster, side };
        h.name(Mark::Candidate(Role::ColorA), colour('A', 1))
            .name(Mark::Candidate(Role::ColorB), colour('A', 2))
            .name(Mark::Candidate(Role::Pattern), colour('B', 1))
            .name(Mark::Candidate(Role::Fin), colour('B', 2))
            .name(Mark::Link { strong: false }, Label::ColoursSeeEachOther);
        // Type 2 removes a whole colour: its cells show only as
        // eliminations, so the legend names that colour there.
        if let Some(side) = self.false_color {
            h.name(
                Mark::Candidate(Role::Elimination),
                Label::ColourRemoved {
                    cluster: 'A',
                    side: side as u8 + 1,
                },
            );
        }
        for &(x, y) in &self.bridges {
            h.link(
                Candidate::new(x, self.digit),
                Candidate::new(y, self.digit),
                false,
            );
        }
        h
    }
    fn says(&self) -> Option<Says> {
        let [a, b] = &self.clusters;
        let false_color = match (self.kind, self.false_color) {
            (MultiColorsKind::Type2, Some(k)) => Some(k),
            _ => None,
        };
        // For each pair of colours one of which holds the digit, a contact
        // between the other two colours.
        let either = self
            .either
            .iter()
            .map(|&(i, j)| {
                let (oi, oj) = (usize::from(i == 0), usize::from(j == 0));
                let contact = self
                    .bridges
                    .iter()
                    .find(|&&(x, y)| a.color(oi).contains(x) && b.color(oj).contains(y))
                    .copied();
                ColourPair {
                    a: i,
                    b: j,
                    contact,
                }
            })
            .collect();
        Some(Says::Patterns(PatternSays::MultiColors {
            digit: self.digit,
            colors: [
                a.color_a.clone(),
                a.color_b.clone(),
                b.color_a.clone(),
                b.color_b.clone(),
            ],
            false_color,
            either,
            trapped: self.trapped.clone(),
        }))
    }
}

strategy!(
    /// Multi-Colors type 1.
    MultiColors1: MultiColors = find_multi_colors_1, eliminates multi_colors_eliminations
);

strategy!(
    /// Multi-Colors type 2.
    MultiColors2: MultiColors = find_multi_colors_2, eliminates multi_colors_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::{cell, eliminations_text, productive};

    fn library(line: &str) -> Board {
        crate::formats::library::parse_library_line(line)
            .expect("library line")
            .board
    }

    #[test]
    fn multi_colors_1_on_6() {
        // sx_diabolical #5 after every strategy rated below 200 (singles
        // through XYZ-Wing), stored as a library line. Clusters of 6:
        // r1c7 / r5c7 and r5c3, r7c1, r9c8 / r7c9, r9c3; r5c7 sees r5c3, so
        // r1c7 or one of r7c9, r9c3 is 6, and r1c9 sees r1c7 and r7c9.
        let b = library(
            ":0000:x:.........56.....3223.+64+5.79..+2.6.+7...7.5+21.9...+57+98+2...53...92.+4+298+365+1+77...+5.+3.4:413 114 914 716 916 417 119 819 341 442 448 349 659 171 194:::",
        );
        let fired = productive::<MultiColors1>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(eliminations_text(&fired[0].1.eliminations), ["r1c9<>6"]);
        let p = &fired[0].0;
        assert_eq!(p.clusters[0].color_a, [cell("r1c7")]);
        assert_eq!(p.clusters[1].color_b, ["r7c9", "r9c3"].map(cell));
        assert_eq!(p.bridges, [(cell("r5c7"), cell("r5c3"))]);
        assert_eq!(p.either, [(0, 1)]);
        assert!(p
            .explain()
            .contains("r5c7 (A2) sees r5c3 (B1), so A1 or B2 holds 6"));
    }

    #[test]
    fn multi_colors_2_on_2() {
        // sx_diabolical #97 after every strategy rated below 200, as a library
        // line: colour A1 of one 2-cluster (r4c4, r6c3, r8c6) sees both
        // colours of another cluster, so it is false.
        let b = library(
            ":0000:x:+76.+1+53+8+4...8+47+6..1+4+1.82+97.63...+64..86+87+5+3+12+945+4.9+8...31.4.95.+8.8...1.4.....3+4+8.1.:222 922 272 282 283 983 588 788 992 293 993 597 299 999:::",
        );
        let fired = productive::<MultiColors2>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r4c4<>2", "r6c3<>2", "r8c6<>2"]
        );
        // A1's cells show only as eliminations: the legend says so.
        let pattern = &fired[0].0;
        assert_eq!(pattern.false_color, Some(0));
        assert_eq!(
            pattern
                .highlights(&b)
                .name_of(Mark::Candidate(Role::Elimination)),
            Some(&Label::ColourRemoved {
                cluster: 'A',
                side: 1
            })
        );
    }
}
