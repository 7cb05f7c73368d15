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
//! A *house* ([`House`]) is a row, a column or a box: every digit appears
//! once in each. Boxes are numbered left to right, top to bottom. Two cells
//! are *peers* when they share a house.

use super::cell::Cell;
use super::cellset::CellSet;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::num::NonZeroU8;

/// The kind of a house.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum HouseKind {
    Row = 0,
    Column = 1,
    Box = 2,
}

/// A row, a column or a box: the one house type, for tables and for words.
///
/// It is a number in one fixed layout for every board size: rows `0..9`,
/// columns `9..18`, boxes `18..27` (a 4x4 or 6x6 board uses the first 4 or
/// 6 of each kind), so it indexes tables like a cell index does and still
/// knows its kind and number without the board. Prints (and serialises) as
/// `row 4`, `column 2`, `box 5`, counting from 1; orders rows first, then
/// columns, then boxes. Stored as its place plus one, so that an
/// `Option<House>` is one byte too (the forcing engine logs millions).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct House(NonZeroU8);

/// Row 1 (for buffers of houses).
impl Default for House {
    fn default() -> House {
        House::at(0)
    }
}

/// A house asked for past the 9x9 grid's: each kind has 9.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NoSuchHouse {
    pub kind: HouseKind,
    /// 0-based, as asked for.
    pub number: usize,
}

impl fmt::Display for NoSuchHouse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} (counted from 0) is off the grid: it must be below 9",
            kind_word(self.kind),
            self.number
        )
    }
}

impl std::error::Error for NoSuchHouse {}

fn kind_word(kind: HouseKind) -> &'static str {
    match kind {
        HouseKind::Row => "row",
        HouseKind::Column => "column",
        HouseKind::Box => "box",
    }
}

impl House {
    /// The house of this kind and 0-based number. Panics from 9 on, like
    /// indexing past an array's end; use [`House::try_new`] for input not
    /// yet checked.
    #[inline]
    pub const fn new(kind: HouseKind, number: usize) -> House {
        assert!(number < 9, "House::new: number past 9x9");
        House::at(kind as usize * 9 + number)
    }
    /// The house of this kind and 0-based number, or an error from 9 on.
    pub const fn try_new(kind: HouseKind, number: usize) -> Result<House, NoSuchHouse> {
        if number < 9 {
            Ok(House::at(kind as usize * 9 + number))
        } else {
            Err(NoSuchHouse { kind, number })
        }
    }
    /// Row `row` (0-based).
    #[inline]
    pub const fn row(row: usize) -> House {
        House::new(HouseKind::Row, row)
    }
    /// Column `col` (0-based).
    #[inline]
    pub const fn column(col: usize) -> House {
        House::new(HouseKind::Column, col)
    }
    /// Box `b` (0-based, left to right, top to bottom).
    #[inline]
    pub const fn of_box(b: usize) -> House {
        House::new(HouseKind::Box, b)
    }
    #[inline]
    pub const fn kind(self) -> HouseKind {
        match self.index() / 9 {
            0 => HouseKind::Row,
            1 => HouseKind::Column,
            _ => HouseKind::Box,
        }
    }
    /// 0-based, within its kind.
    #[inline]
    pub const fn number(self) -> usize {
        self.index() % 9
    }
    /// Its place in the fixed layout (`0..27`): for tables of every house.
    #[inline]
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }
    /// The house at this place in the fixed layout; panics from 27 on.
    #[inline]
    pub const fn from_index(index: usize) -> House {
        assert!(index < 27, "House::from_index: past the 27 houses");
        House::at(index)
    }
    /// The house at `index` (below 27, checked by the callers).
    const fn at(index: usize) -> House {
        match NonZeroU8::new(index as u8 + 1) {
            Some(n) => House(n),
            None => panic!("House::at: index past u8"),
        }
    }
    /// Whether this is a row or a column.
    #[inline]
    pub const fn is_line(self) -> bool {
        self.index() < 18
    }
}

impl fmt::Debug for House {
    // As the struct of kind and number it once was, for printed patterns.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("House")
            .field("kind", &self.kind())
            .field("number", &self.number())
            .finish()
    }
}

/// Houses of a board, kind by kind (see [`Geometry::houses`]).
#[derive(Clone, Debug)]
pub struct Houses {
    kinds: [HouseKind; 3],
    size: u8,
    next: u8,
    end: u8,
}

impl Iterator for Houses {
    type Item = House;
    #[inline]
    fn next(&mut self) -> Option<House> {
        if self.next >= self.end {
            return None;
        }
        let (k, i) = (self.next / self.size, self.next % self.size);
        self.next += 1;
        Some(House::new(self.kinds[k as usize], i as usize))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = (self.end - self.next) as usize;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Houses {}

impl Serialize for House {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", kind_word(self.kind()), self.number() + 1)
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
    /// Cells of each house (by [`House::index`]; empty past the board's houses).
    house_cells: [CellSet; 27],
    /// The cells of each house in order (first `size` entries used).
    house_list: [[Cell; 9]; 27],
    /// Box number of each cell index.
    box_of: [u8; 81],
    /// Peers of each cell (the cell itself excluded).
    peers: [CellSet; 81],
    /// The row, column and box of each cell.
    houses_of: [[House; 3]; 81],
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
        houses_of: [[House::at(0); 3]; 81],
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
            let hs = [r, 9 + c, 18 + b];
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
    // Every cell of the 9x9 grid, so that a cell off a small board has its
    // row and column too (and box 1, as `box_of` gives it).
    let mut i = 0;
    while i < 81 {
        let b = g.box_of[i] as usize;
        g.houses_of[i] = [House::row(i / 9), House::column(i % 9), House::of_box(b)];
        i += 1;
    }
    let mut r = 0;
    while r < n {
        let mut c = 0;
        while c < n {
            let i = r * 9 + c;
            let b = g.box_of[i] as usize;
            let p = g.house_cells[r].0 | g.house_cells[9 + c].0 | g.house_cells[18 + b].0;
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
    /// Every house of the board: rows, then columns, then boxes.
    pub fn houses(&self) -> Houses {
        self.houses_of_kinds(&[HouseKind::Row, HouseKind::Column, HouseKind::Box])
    }
    /// The rows, top to bottom.
    pub fn rows(&self) -> Houses {
        self.houses_of_kinds(&[HouseKind::Row])
    }
    /// The columns, left to right.
    pub fn columns(&self) -> Houses {
        self.houses_of_kinds(&[HouseKind::Column])
    }
    /// The boxes, left to right, top to bottom.
    pub fn boxes(&self) -> Houses {
        self.houses_of_kinds(&[HouseKind::Box])
    }
    /// The rows, then the columns.
    pub fn lines(&self) -> Houses {
        self.houses_of_kinds(&[HouseKind::Row, HouseKind::Column])
    }
    /// The board's houses of each kind given (at most three), kind by kind
    /// in the order given.
    pub fn houses_of_kinds(&self, kinds: &[HouseKind]) -> Houses {
        let mut list = [HouseKind::Row; 3];
        let count = kinds.len().min(3);
        list[..count].copy_from_slice(&kinds[..count]);
        Houses {
            kinds: list,
            size: self.size as u8,
            next: 0,
            end: (count * self.size) as u8,
        }
    }
    /// Whether `digit` is one of this board's digits (1 to its size).
    #[inline]
    pub fn has_digit(&self, digit: u8) -> bool {
        (1..=self.size).contains(&(digit as usize))
    }
    /// Whether `house` is one of this board's (a 4x4 board has no row 5).
    #[inline]
    pub fn has_house(&self, house: House) -> bool {
        house.number() < self.size
    }
    /// The box number (0-based) of a cell.
    #[inline]
    pub fn box_of(&self, cell: Cell) -> usize {
        self.box_of[cell.index()] as usize
    }
    /// The three houses of a cell: its row, column and box.
    #[inline]
    pub fn houses_of(&self, cell: Cell) -> [House; 3] {
        self.houses_of[cell.index()]
    }
    /// The cells of every house as sets, indexed by [`House::index`] (rows,
    /// then columns, then boxes; empty for houses off the board).
    #[inline]
    pub fn house_sets(&self) -> &[CellSet; 27] {
        &self.house_cells
    }
    /// The cells of a house as a set (empty for a house off the board).
    #[inline]
    pub fn house(&self, house: House) -> CellSet {
        self.house_cells[house.index()]
    }
    /// The cells of a house in order (none for a house off the board).
    #[inline]
    pub fn house_cells(&self, house: House) -> &[Cell] {
        let len = if self.has_house(house) { self.size } else { 0 };
        &self.house_list[house.index()][..len]
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
        assert_eq!(House::of_box(5).to_string(), "box 6");
        assert_eq!(House::column(1).to_string(), "column 2");
        assert_eq!(g.houses().count(), 27);
        assert_eq!(
            g.house_cells(House::of_box(4))
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
        assert_eq!(g6.houses().count(), 18);
        for h in g6.houses() {
            assert_eq!(g6.house(h).len(), 6);
            assert_eq!(g6.house_cells(h).len(), 6);
        }
        // Off the board: no cells, not placeholders.
        assert!(!g4.has_house(House::row(4)));
        assert!(g4.house(House::row(4)).is_empty());
        assert!(g4.has_digit(4) && !g4.has_digit(5) && !g4.has_digit(0));
        assert!(g4.house_cells(House::column(5)).is_empty());
        assert_eq!(g4.houses().last(), Some(House::of_box(3)));
        let boxes_then_columns: Vec<String> = g4
            .houses_of_kinds(&[HouseKind::Box, HouseKind::Column])
            .map(|h| h.to_string())
            .collect();
        assert_eq!(
            boxes_then_columns,
            ["box 1", "box 2", "box 3", "box 4", "column 1", "column 2", "column 3", "column 4"]
        );
        assert_eq!(g6.lines().len(), 12);
        assert!(Geometry::for_size(5).is_none());
    }

    #[test]
    fn houses_are_checked_and_ordered() {
        let h = House::try_new(HouseKind::Column, 8).unwrap();
        assert_eq!((h.kind(), h.number()), (HouseKind::Column, 8));
        assert_eq!(h, House::column(8));
        assert_eq!(
            House::try_new(HouseKind::Box, 9).unwrap_err().to_string(),
            "box 9 (counted from 0) is off the grid: it must be below 9"
        );
        assert!(House::row(8) < House::column(0) && House::column(8) < House::of_box(0));
        assert!(House::row(3).is_line() && !House::of_box(0).is_line());
        assert_eq!(
            format!("{:?}", House::of_box(2)),
            "House { kind: Box, number: 2 }"
        );
        assert_eq!(serde_json::to_string(&House::row(0)).unwrap(), "\"row 1\"");
        assert_eq!(House::default(), House::row(0));
        assert_eq!(std::mem::size_of::<Option<House>>(), 1);
    }
}
