//! Board geometry: sizes, houses and peers, as tables computed at compile time.
//!
//! Three sizes are supported:
//!
//! ```text
//!  4x4, boxes 2x2     6x6, boxes 2 rows x 3 cols     9x9, boxes 3x3
//!  12|34              123|456                        123|456|789
//!  34|12              456|123                        ...
//!  --+--              ---+---
//!  ...                ...
//! ```
//!
//! A *house* is a row, a column or a box: every digit appears once in each.
//! Houses are numbered rows first (`0..n`), then columns (`n..2n`), then boxes
//! (`2n..3n`), boxes left to right, top to bottom. Two cells are *peers* when
//! they share a house.

use super::cell::Cell;
use super::cellset::CellSet;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The kind of a house.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum HouseKind {
    Row,
    Column,
    Box,
}

/// A house named by kind and 0-based number; prints (and serialises) as
/// `row 4`, `column 2`, `box 5`, counting from 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct House {
    pub kind: HouseKind,
    /// 0-based.
    pub number: usize,
}

impl Serialize for House {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = match self.kind {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        };
        write!(f, "{k} {}", self.number + 1)
    }
}

/// The precomputed tables of one board size.
pub struct Geometry {
    /// Side length: 4, 6 or 9.
    pub size: usize,
    pub box_rows: usize,
    pub box_cols: usize,
    /// Every cell of the board.
    pub all_cells: CellSet,
    /// Cells of each house (index = house number, see the module docs).
    house_cells: [CellSet; 27],
    /// The cells of each house in order (first `size` entries used).
    house_list: [[Cell; 9]; 27],
    /// Box number of each cell index.
    box_of: [u8; 81],
    /// Peers of each cell (the cell itself excluded).
    peers: [CellSet; 81],
}

const fn build(box_rows: usize, box_cols: usize) -> Geometry {
    let n = box_rows * box_cols;
    let mut g = Geometry {
        size: n,
        box_rows,
        box_cols,
        all_cells: CellSet(0),
        house_cells: [CellSet(0); 27],
        house_list: [[Cell::from_index(0); 9]; 27],
        box_of: [0; 81],
        peers: [CellSet(0); 81],
    };
    let mut fill = [0usize; 27];
    let mut r = 0;
    while r < n {
        let mut c = 0;
        while c < n {
            let i = r * 9 + c;
            let b = (r / box_rows) * (n / box_cols) + c / box_cols;
            g.box_of[i] = b as u8;
            g.all_cells.0 |= 1u128 << i;
            let hs = [r, n + c, 2 * n + b];
            let mut k = 0;
            while k < 3 {
                let h = hs[k];
                g.house_cells[h].0 |= 1u128 << i;
                g.house_list[h][fill[h]] = Cell::from_index(i as u8);
                fill[h] += 1;
                k += 1;
            }
            c += 1;
        }
        r += 1;
    }
    let mut r = 0;
    while r < n {
        let mut c = 0;
        while c < n {
            let i = r * 9 + c;
            let b = g.box_of[i] as usize;
            let p = g.house_cells[r].0 | g.house_cells[n + c].0 | g.house_cells[2 * n + b].0;
            g.peers[i] = CellSet(p & !(1u128 << i));
            c += 1;
        }
        r += 1;
    }
    g
}

static GEOMETRY_4: Geometry = build(2, 2);
static GEOMETRY_6: Geometry = build(2, 3);
static GEOMETRY_9: Geometry = build(3, 3);

impl Geometry {
    /// The geometry of a board of side `size` (4, 6 or 9).
    pub fn for_size(size: usize) -> Option<&'static Geometry> {
        match size {
            4 => Some(&GEOMETRY_4),
            6 => Some(&GEOMETRY_6),
            9 => Some(&GEOMETRY_9),
            _ => None,
        }
    }
    /// The standard 9x9 geometry.
    pub fn nine() -> &'static Geometry {
        &GEOMETRY_9
    }
    /// Number of cells (`size * size`).
    #[inline]
    pub fn cell_count(&self) -> usize {
        self.size * self.size
    }
    /// Number of houses (`3 * size`).
    #[inline]
    pub fn house_count(&self) -> usize {
        3 * self.size
    }
    /// Whether `cell` lies on this board.
    #[inline]
    pub fn contains(&self, cell: Cell) -> bool {
        self.all_cells.contains(cell)
    }
    /// Every cell, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.all_cells.iter()
    }
    #[inline]
    pub fn row_house(&self, row: usize) -> usize {
        row
    }
    #[inline]
    pub fn col_house(&self, col: usize) -> usize {
        self.size + col
    }
    #[inline]
    pub fn box_house(&self, b: usize) -> usize {
        2 * self.size + b
    }
    /// The box number (0-based) of a cell.
    #[inline]
    pub fn box_of(&self, cell: Cell) -> usize {
        self.box_of[cell.index()] as usize
    }
    /// The three houses of a cell: its row, column and box.
    #[inline]
    pub fn houses_of(&self, cell: Cell) -> [usize; 3] {
        [
            cell.row(),
            self.size + cell.col(),
            2 * self.size + self.box_of(cell),
        ]
    }
    /// The cells of house `h` as a set.
    #[inline]
    pub fn house(&self, h: usize) -> CellSet {
        self.house_cells[h]
    }
    /// The cells of house `h` in order.
    #[inline]
    pub fn house_cells(&self, h: usize) -> &[Cell] {
        &self.house_list[h][..self.size]
    }
    /// What kind of house `h` is, and its number.
    pub fn house_name(&self, h: usize) -> House {
        let (kind, number) = match h / self.size {
            0 => (HouseKind::Row, h),
            1 => (HouseKind::Column, h - self.size),
            _ => (HouseKind::Box, h - 2 * self.size),
        };
        House { kind, number }
    }
    /// The house number of a named house.
    pub fn house_index(&self, house: House) -> usize {
        match house.kind {
            HouseKind::Row => house.number,
            HouseKind::Column => self.size + house.number,
            HouseKind::Box => 2 * self.size + house.number,
        }
    }
    /// The peers of a cell (cells sharing a house with it, itself excluded).
    #[inline]
    pub fn peers(&self, cell: Cell) -> CellSet {
        self.peers[cell.index()]
    }
    /// Whether two distinct cells share a house.
    #[inline]
    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        self.peers[a.index()].contains(b)
    }
    /// Cells that see every cell of `cells` (the common peers), excluding them.
    pub fn common_peers(&self, cells: CellSet) -> CellSet {
        let mut acc = self.all_cells;
        for c in cells {
            acc &= self.peers(c);
        }
        acc - cells
    }
}

impl fmt::Debug for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Geometry({}x{}, boxes {}x{})",
            self.size, self.size, self.box_rows, self.box_cols
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_by_nine() {
        let g = Geometry::nine();
        assert_eq!(g.cell_count(), 81);
        assert_eq!(g.all_cells.len(), 81);
        for c in g.cells() {
            assert_eq!(g.peers(c).len(), 20);
            for h in g.houses_of(c) {
                assert!(g.house(h).contains(c));
            }
        }
        assert_eq!(g.box_of(Cell::new(4, 6)), 5);
        assert_eq!(g.house_name(2 * 9 + 5).to_string(), "box 6");
        assert_eq!(g.house_name(9 + 1).to_string(), "column 2");
        assert_eq!(
            g.house_cells(18 + 4)
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>(),
            ["r4c4", "r4c5", "r4c6", "r5c4", "r5c5", "r5c6", "r6c4", "r6c5", "r6c6"]
        );
    }

    #[test]
    fn minis() {
        let g4 = Geometry::for_size(4).unwrap();
        let g6 = Geometry::for_size(6).unwrap();
        assert_eq!(g4.all_cells.len(), 16);
        assert_eq!(g6.all_cells.len(), 36);
        for c in g4.cells() {
            assert_eq!(g4.peers(c).len(), 7);
        }
        for c in g6.cells() {
            assert_eq!(g6.peers(c).len(), 12);
        }
        // 6x6 boxes are 2 rows by 3 columns: r2c4 is in box 2, r3c1 in box 3.
        assert_eq!(g6.box_of(Cell::new(1, 3)), 1);
        assert_eq!(g6.box_of(Cell::new(2, 0)), 2);
        for h in 0..g6.house_count() {
            assert_eq!(g6.house(h).len(), 6);
        }
        assert!(Geometry::for_size(5).is_none());
    }
}
