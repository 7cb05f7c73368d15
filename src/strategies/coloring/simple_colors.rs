//! # Simple Colors: Trap and Wrap
//!
//! Colour one cluster of conjugate pairs of a digit with two colours (see
//! [`super::clusters`]): all cells of one colour hold the digit, none of
//! the other does. Two things follow.
//!
//! ```text
//!  A . . | . B . | . . .     one cluster: A and B alternate along row 1,
//!  . . . | . . . | . . .     column 5 and row 5.
//!  . . . | . . . | . . .
//!  ------+-------+------     Trap: x sees an A (r1c1) and a B (r5c2);
//!  x . . | . . . | . . .     one of them holds the digit, so x cannot.
//!  . B . | . A . | . . .     Wrap: two A cells in one house would both be
//!                            the digit: impossible, so every A is false.
//! ```
//!
//! * **Simple Colors Trap**: a cell outside the cluster that sees a cell of
//!   each colour loses the digit.
//! * **Simple Colors Wrap**: two cells of the same colour see each other, so
//!   that colour is false: the digit leaves every cell of that colour.

use super::clusters::{cluster_highlights, color_clusters, ColorCluster};
use crate::grid::{Board, Candidate, Cell, CellSet, House};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};
use crate::strategies::single_digit::links::{digit_in_range, shared_house};
use serde::Serialize;

/// The Simple Colors Trap's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIMPLE_COLORS_TRAP: Decl = Decl::new(
    "simple-colors-trap",
    "Simple Colors Trap",
    "シンプルカラー（トラップ）",
    Family::Coloring,
    150,
    Level::Hard,
    Se::SimpleColors,
);
/// The Simple Colors Wrap's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIMPLE_COLORS_WRAP: Decl = Decl::new(
    "simple-colors-wrap",
    "Simple Colors Wrap",
    "シンプルカラー（ラップ）",
    Family::Coloring,
    150,
    Level::Hard,
    Se::SimpleColors,
);

/// Which simple-colors contradiction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SimpleColorsKind {
    /// Cells outside the cluster see both colours.
    Trap,
    /// Two cells of one colour see each other.
    Wrap,
}

/// One cluster and the contradiction it shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SimpleColors {
    pub kind: SimpleColorsKind,
    pub digit: u8,
    pub cluster: ColorCluster,
    /// Trap: the cells (holding the digit, outside the cluster) that see
    /// both colours.
    pub trapped: Vec<Cell>,
    /// Wrap: the colour that is false (0 = A, 1 = B) and two of its cells
    /// sharing a house.
    pub false_color: Option<usize>,
    pub clash: Option<(Cell, Cell, House)>,
}

/// Cells holding the digit outside the cluster that see a cell of each colour.
fn trapped_cells(board: &Board, cluster: &ColorCluster) -> CellSet {
    let geo = board.geometry();
    let mut see = [CellSet::EMPTY; 2];
    for (k, s) in see.iter_mut().enumerate() {
        for c in cluster.color(k) {
            *s |= geo.peers(c);
        }
    }
    (board.digit_cells(cluster.digit) & see[0] & see[1]) - cluster.cells()
}

/// Two cells of colour `k` that see each other, if any.
fn same_color_clash(board: &Board, cluster: &ColorCluster, k: usize) -> Option<(Cell, Cell)> {
    let geo = board.geometry();
    let cells = cluster.color(k);
    cells
        .iter()
        .find_map(|c| (geo.peers(c) & cells).first().map(|o| (c, o)))
}

/// Does this cluster trap (`Trap`) or wrap (`Wrap`)?
pub fn is_simple_colors(
    board: &Board,
    cluster: &ColorCluster,
    kind: SimpleColorsKind,
) -> Option<SimpleColors> {
    if !digit_in_range(board, cluster.digit) {
        return None;
    }
    let base = SimpleColors {
        kind,
        digit: cluster.digit,
        cluster: cluster.clone(),
        trapped: Vec::new(),
        false_color: None,
        clash: None,
    };
    match kind {
        SimpleColorsKind::Trap => {
            let trapped = trapped_cells(board, cluster);
            (!trapped.is_empty()).then(|| SimpleColors {
                trapped: trapped.iter().collect(),
                ..base
            })
        }
        SimpleColorsKind::Wrap => (0..2).find_map(|k| {
            let (x, y) = same_color_clash(board, cluster, k)?;
            let house = shared_house(board, x, y)?;
            Some(SimpleColors {
                false_color: Some(k),
                clash: Some((x, y, house)),
                ..base.clone()
            })
        }),
    }
}

fn find_simple(board: &Board, kind: SimpleColorsKind) -> Vec<SimpleColors> {
    let mut out = Vec::new();
    for digit in 1..=board.size() as u8 {
        for cluster in color_clusters(board, digit) {
            out.extend(is_simple_colors(board, &cluster, kind));
        }
    }
    out
}

/// Every cluster that traps some cell: digits, then clusters in cell order.
pub fn find_simple_colors_traps(board: &Board) -> Vec<SimpleColors> {
    find_simple(board, SimpleColorsKind::Trap)
}

/// Every cluster with a colour clash: digits, then clusters in cell order.
pub fn find_simple_colors_wraps(board: &Board) -> Vec<SimpleColors> {
    find_simple(board, SimpleColorsKind::Wrap)
}

/// Trap: the trapped cells lose the digit. Wrap: every cell of the false colour does.
pub fn simple_colors_eliminations(board: &Board, p: &SimpleColors) -> Vec<Candidate> {
    let cells: CellSet = match (p.kind, p.false_color) {
        (SimpleColorsKind::Trap, _) => p.trapped.iter().copied().collect(),
        (SimpleColorsKind::Wrap, Some(k)) => p.cluster.color(k),
        (SimpleColorsKind::Wrap, None) => CellSet::EMPTY,
    };
    if !digit_in_range(board, p.digit) {
        return Vec::new();
    }
    (cells & board.digit_cells(p.digit))
        .iter()
        .map(|c| Candidate::new(c, p.digit))
        .collect()
}

impl Pattern for SimpleColors {
    fn strategy(&self) -> &'static str {
        match self.kind {
            SimpleColorsKind::Trap => SIMPLE_COLORS_TRAP.id,
            SimpleColorsKind::Wrap => SIMPLE_COLORS_WRAP.id,
        }
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        cluster_highlights(&mut h, &self.cluster, [Role::ColorA, Role::ColorB]);
        if let Some((x, y, house)) = self.clash {
            h.house(house, Role::House);
            h.name(Mark::House(Role::House), Label::OneColourTwice(house))
                .name(Mark::Link { strong: false }, Label::SameColourSameHouse);
            h.link(
                Candidate::new(x, self.digit),
                Candidate::new(y, self.digit),
                false,
            );
        }
        h
    }
    fn says(&self) -> Option<Says> {
        let wrap = match (self.kind, self.clash, self.false_color) {
            (SimpleColorsKind::Wrap, Some((x, y, house)), Some(k)) => Some((x, y, house, k)),
            _ => None,
        };
        Some(Says::Patterns(PatternSays::SimpleColors {
            digit: self.digit,
            color_a: self.cluster.color_a.clone(),
            color_b: self.cluster.color_b.clone(),
            wrap,
            trapped: self.trapped.clone(),
        }))
    }
}

strategy!(
    /// Simple Colors Trap.
    SimpleColorsTraps: SimpleColors = find_simple_colors_traps, eliminates simple_colors_eliminations
);

strategy!(
    /// Simple Colors Wrap.
    SimpleColorsWraps: SimpleColors = find_simple_colors_wraps, eliminates simple_colors_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::{after_basics, cell, eliminations_text, productive};

    #[test]
    fn simple_colors_trap_on_9() {
        // Sudoku Exchange bank, sx_hard #30, after singles, locked candidates
        // and subsets: one cluster of 9 colours r1c2, r3c9, r5c1, r7c5, r8c8
        // against r1c8, r3c1, r5c9, r6c2, r7c7.
        let b = after_basics(
            ".........3.59.46.1.4..1..3.2.......7..71634.....2.7....2.8.1.7.8.6...3.2..9...1..",
        );
        let fired = productive::<SimpleColorsTraps>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r6c1<>9", "r6c5<>9"]
        );
        let p = find_simple_colors_traps(&b)
            .into_iter()
            .find(|p| p.digit == 9)
            .unwrap();
        assert_eq!(
            p.cluster.color_a,
            ["r1c2", "r3c9", "r5c1", "r7c5", "r8c8"].map(cell)
        );
        assert_eq!(
            p.cluster.color_b,
            ["r1c8", "r3c1", "r5c9", "r6c2", "r7c7"].map(cell)
        );
        assert_eq!(p.trapped, ["r6c1", "r6c5"].map(cell));
        // The cluster is found the same way directly, and has no wrap.
        let clusters = color_clusters(&b, 9);
        assert!(clusters.contains(&p.cluster));
        assert!(is_simple_colors(&b, &p.cluster, SimpleColorsKind::Wrap).is_none());
    }

    #[test]
    fn simple_colors_wrap_on_4() {
        // sx_hard #37 after the basics: colour B of the 4-cluster holds r7c5
        // and r9c4, both in box 8, so every B cell loses 4.
        let b = after_basics(
            "2..9.....8..5.3....547.6..2..8.....9.97...42.1.....3..3..1.589....8.2..3.....7..5",
        );
        let fired = productive::<SimpleColorsWraps>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r6c2<>4", "r7c5<>4", "r9c1<>4", "r9c4<>4"]
        );
        let p = &find_simple_colors_wraps(&b)[0];
        assert_eq!(p.false_color, Some(1));
        let (x, y, house) = p.clash.unwrap();
        assert_eq!((x, y), (cell("r7c5"), cell("r9c4")));
        assert_eq!(house.to_string(), "box 8");
        assert!(p.explain().contains("so colour B cannot be 4"));
    }

    #[test]
    fn trap_on_a_small_board() {
        // The hand-made 4x4 position of the clusters' test: r2c1 and r2c2
        // see r1c1 (A) and r1c2 (B) of the first cluster (that is also
        // locked candidates), and r2c3 (A) and r2c4 (B) of the second.
        let mut b = Board::empty(4).unwrap();
        for c in ["r1c3", "r1c4", "r3c2", "r3c4"] {
            b.eliminate(Candidate::new(cell(c), 1));
        }
        let removed: Vec<_> = productive::<SimpleColorsTraps>(&b)
            .iter()
            .map(|(_, e)| eliminations_text(&e.eliminations))
            .collect();
        assert_eq!(removed, [["r2c1<>1", "r2c2<>1"], ["r2c1<>1", "r2c2<>1"]]);
    }
}
