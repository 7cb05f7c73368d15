//! `Cell` (a square of the grid) and `Candidate` (a cell and a digit).
//!
//! Cells are numbered on a 9-wide layout, `index = row * 9 + col`, whatever
//! the board size: a 4x4 board simply uses the cells with row and column
//! below 4. So a cell knows its row and column on its own and always prints
//! the way solvers write it, `r5c7` (rows and columns counted from 1).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A cell of the grid: row and column (0-based) packed as `row * 9 + col`.
///
/// Every `Cell` is on the 9x9 layout (index below 81): the constructors
/// check, so code that takes a cell need not. Whether it is on a smaller
/// board is the board's question ([`Geometry::contains`](crate::Geometry::contains)).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Cell(u8);

/// A row, column or index that names no cell of the 9x9 layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffTheGrid {
    /// Row and column (0-based) asked for.
    RowCol(usize, usize),
    /// Index asked for.
    Index(usize),
}

impl fmt::Display for OffTheGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OffTheGrid::RowCol(r, c) => write!(
                f,
                "row {} and column {} (counted from 0) are off the grid: each must be below 9",
                r, c
            ),
            OffTheGrid::Index(i) => {
                write!(f, "cell index {i} is off the grid: it must be below 81")
            }
        }
    }
}

impl std::error::Error for OffTheGrid {}

impl Cell {
    /// The cell at `row`, `col` (0-based). Panics past 9x9, like indexing
    /// past an array's end; use [`Cell::try_new`] for input not yet checked.
    #[inline]
    pub const fn new(row: usize, col: usize) -> Cell {
        assert!(row < 9 && col < 9, "Cell::new: row or column past 9x9");
        Cell((row * 9 + col) as u8)
    }
    /// The cell at `row`, `col` (0-based), or an error outside a 9x9 grid.
    pub const fn try_new(row: usize, col: usize) -> Result<Cell, OffTheGrid> {
        if row < 9 && col < 9 {
            Ok(Cell((row * 9 + col) as u8))
        } else {
            Err(OffTheGrid::RowCol(row, col))
        }
    }
    /// The cell with this index (`row * 9 + col`). Panics from 81 on; use
    /// [`Cell::try_from_index`] for input not yet checked.
    #[inline]
    pub const fn from_index(index: u8) -> Cell {
        assert!(index < 81, "Cell::from_index: index past 80");
        Cell(index)
    }
    /// The cell with this index (`row * 9 + col`), or an error from 81 on.
    pub const fn try_from_index(index: usize) -> Result<Cell, OffTheGrid> {
        if index < 81 {
            Ok(Cell(index as u8))
        } else {
            Err(OffTheGrid::Index(index))
        }
    }
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// 0-based row.
    #[inline]
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }
    /// 0-based column.
    #[inline]
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Cell {
    type Err = String;
    /// Parses `r5c7` (also `R5C7`).
    fn from_str(s: &str) -> Result<Cell, String> {
        let b = s.as_bytes();
        let ok = b.len() == 4
            && b[0].eq_ignore_ascii_case(&b'r')
            && b[2].eq_ignore_ascii_case(&b'c')
            && (b'1'..=b'9').contains(&b[1])
            && (b'1'..=b'9').contains(&b[3]);
        if ok {
            Ok(Cell::new((b[1] - b'1') as usize, (b[3] - b'1') as usize))
        } else {
            Err(format!(
                "'{s}' is not a cell: expected r<row>c<column>, e.g. r5c7"
            ))
        }
    }
}

impl Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A candidate: the digit `digit` in `cell`.
///
/// It prints as an elimination, `r5c7<>3`, by default; `{:#}` (or
/// [`Candidate::placement`]) prints it as a placement, `r5c7=3`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Candidate {
    pub cell: Cell,
    pub digit: u8,
}

impl Candidate {
    pub const fn new(cell: Cell, digit: u8) -> Candidate {
        Candidate { cell, digit }
    }
    /// `r5c7<>3`
    pub fn elimination(&self) -> String {
        format!("{}<>{}", self.cell, self.digit)
    }
    /// `r5c7=3`
    pub fn placement(&self) -> String {
        format!("{}={}", self.cell, self.digit)
    }
    /// Parses `r5c7<>3` (an elimination) or `r5c7=3` (a placement); returns
    /// the candidate and whether it was written as a placement.
    pub fn parse(s: &str) -> Result<(Candidate, bool), String> {
        let err = || format!("'{s}' is not a candidate: expected r5c7<>3 or r5c7=3");
        let (cell, digit, placed) = if let Some((c, d)) = s.split_once("<>") {
            (c, d, false)
        } else if let Some((c, d)) = s.split_once('=') {
            (c, d, true)
        } else {
            return Err(err());
        };
        let cell: Cell = cell.trim().parse().map_err(|_| err())?;
        let digit: u8 = match digit.trim().as_bytes() {
            [d @ b'1'..=b'9'] => d - b'0',
            _ => return Err(err()),
        };
        Ok((Candidate { cell, digit }, placed))
    }
}

impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}={}", self.cell, self.digit)
        } else {
            write!(f, "{}<>{}", self.cell, self.digit)
        }
    }
}

impl fmt::Debug for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}#{}", self.cell, self.digit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names() {
        let c = Cell::new(4, 6);
        assert_eq!(c.to_string(), "r5c7");
        assert_eq!(c.index(), 42);
        assert_eq!("r5c7".parse::<Cell>(), Ok(c));
        assert!("r0c7".parse::<Cell>().is_err());
        assert!("r5c".parse::<Cell>().is_err());
    }

    #[test]
    fn no_cell_is_off_the_grid() {
        assert_eq!(Cell::try_new(8, 8), Ok(Cell::from_index(80)));
        assert_eq!(Cell::try_from_index(80), Ok(Cell::new(8, 8)));
        assert_eq!(
            Cell::try_new(9, 0).unwrap_err().to_string(),
            "row 9 and column 0 (counted from 0) are off the grid: each must be below 9"
        );
        assert_eq!(
            Cell::try_from_index(200).unwrap_err().to_string(),
            "cell index 200 is off the grid: it must be below 81"
        );
        assert!(std::panic::catch_unwind(|| Cell::from_index(81)).is_err());
        assert!(std::panic::catch_unwind(|| Cell::new(0, 9)).is_err());
    }

    #[test]
    fn candidate_names_round_trip() {
        let k = Candidate::new(Cell::new(4, 6), 3);
        assert_eq!(k.to_string(), "r5c7<>3");
        assert_eq!(format!("{k:#}"), "r5c7=3");
        assert_eq!(Candidate::parse("r5c7<>3"), Ok((k, false)));
        assert_eq!(Candidate::parse("r5c7=3"), Ok((k, true)));
        assert!(Candidate::parse("r5c7<>0").is_err());
        assert!(Candidate::parse("r5c7:3").is_err());
    }
}
