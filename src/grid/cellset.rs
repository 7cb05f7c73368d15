//! `CellSet`: a set of cells as one 128-bit word (bit `i` = cell index `i`).
//!
//! Cells are always indexed on a 9-wide layout (`row * 9 + col`), so the same
//! set type serves 4x4, 6x6 and 9x9 boards; set operations are single
//! instructions, which is what makes the strategy finders cheap.

use super::cell::Cell;
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CellSet(pub u128);

impl CellSet {
    pub const EMPTY: CellSet = CellSet(0);

    /// The set holding `cell` alone (cells are numbered below 81; an index
    /// past the 128 bits gives the empty set).
    #[inline]
    pub const fn single(cell: Cell) -> CellSet {
        match 1u128.checked_shl(cell.index() as u32) {
            Some(bit) => CellSet(bit),
            None => CellSet::EMPTY,
        }
    }
    #[inline]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & CellSet::single(cell).0 != 0
    }
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= CellSet::single(cell).0;
    }
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !CellSet::single(cell).0;
    }
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The lowest-indexed cell, if any.
    #[inline]
    pub fn first(self) -> Option<Cell> {
        self.iter().next()
    }
    #[inline]
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }
    #[inline]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }
    #[inline]
    pub fn iter(self) -> CellSetIter {
        // Bits past the grid (a sentinel, a set built from raw bits) are no cells.
        CellSetIter(self.0 & GRID_BITS)
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut set = CellSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellSetIter;
    fn into_iter(self) -> CellSetIter {
        self.iter()
    }
}

/// The 81 bits that stand for cells.
const GRID_BITS: u128 = (1u128 << 81) - 1;

/// Iterates the cells of a set in index order (row by row).
#[derive(Clone)]
pub struct CellSetIter(u128);

impl Iterator for CellSetIter {
    type Item = Cell;
    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Cell::from_index(i as u8))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellSetIter {}

macro_rules! bitop {
    ($tr:ident, $f:ident, $op:tt) => {
        impl $tr for CellSet {
            type Output = CellSet;
            #[inline]
            fn $f(self, rhs: CellSet) -> CellSet {
                CellSet(self.0 $op rhs.0)
            }
        }
    };
}
bitop!(BitAnd, bitand, &);
bitop!(BitOr, bitor, |);
bitop!(BitXor, bitxor, ^);

impl Sub for CellSet {
    type Output = CellSet;
    #[inline]
    fn sub(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & !rhs.0)
    }
}
impl BitAndAssign for CellSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: CellSet) {
        self.0 &= rhs.0;
    }
}
impl BitOrAssign for CellSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: CellSet) {
        self.0 |= rhs.0;
    }
}
impl Not for CellSet {
    type Output = CellSet;
    /// The complement within the 81 cells of the 9-wide layout.
    #[inline]
    fn not(self) -> CellSet {
        CellSet(!self.0 & GRID_BITS)
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for CellSet {
    /// `{r1c1,r4c5}`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, c) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{c}")?;
        }
        f.write_str("}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let a: CellSet = [Cell::new(0, 0), Cell::new(8, 8), Cell::new(4, 4)]
            .into_iter()
            .collect();
        assert_eq!(a.len(), 3);
        assert!(a.contains(Cell::new(8, 8)));
        assert!(!a.contains(Cell::new(8, 7)));
        let v: Vec<String> = a.iter().map(|c| c.to_string()).collect();
        assert_eq!(v, ["r1c1", "r5c5", "r9c9"]);
        assert_eq!((!a).len(), 78);
        assert_eq!(a - CellSet::single(Cell::new(4, 4)), {
            let mut b = a;
            b.remove(Cell::new(4, 4));
            b
        });
        assert_eq!(a.to_string(), "{r1c1,r5c5,r9c9}");
        assert_eq!(a.first(), Some(Cell::new(0, 0)));
    }
}
