//! `DigitSet`: the candidates of a cell as a bit set (bit `d` = digit `d`, 1..=9).

use serde::{Serialize, Serializer};
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct DigitSet(pub u16);

/// Bits 1..=9.
const ALL9: u16 = 0b11_1111_1110;

impl DigitSet {
    pub const EMPTY: DigitSet = DigitSet(0);

    /// Every digit 1..=n (1..=9 for any n from 9 up: a set holds no more).
    #[inline]
    pub const fn all(n: usize) -> DigitSet {
        if n >= 9 {
            // Checked before shifting: 1u16 << 16 overflows.
            DigitSet(ALL9)
        } else {
            DigitSet((1u16 << (n + 1)) - 2)
        }
    }
    /// The set holding `d` alone; empty for `d` outside 1..=9.
    #[inline]
    pub const fn single(d: u8) -> DigitSet {
        if d >= 1 && d <= 9 {
            DigitSet(1 << d)
        } else {
            DigitSet::EMPTY
        }
    }
    /// Builds a set from the digits of a slice; digits outside 1..=9 are ignored.
    pub fn from_digits(digits: &[u8]) -> DigitSet {
        let mut s = DigitSet::EMPTY;
        for &d in digits {
            if (1..=9).contains(&d) {
                s.insert(d);
            }
        }
        s
    }
    /// Whether `d` is in the set (`false` for any `d` outside 1..=9).
    #[inline]
    pub const fn contains(self, d: u8) -> bool {
        d < 16 && self.0 & (1 << d) != 0
    }
    /// Adds `d`; a digit outside 1..=9 is ignored.
    #[inline]
    pub fn insert(&mut self, d: u8) {
        self.0 |= DigitSet::single(d).0;
    }
    /// Removes `d`; a digit outside 1..=9 is ignored.
    #[inline]
    pub fn remove(&mut self, d: u8) {
        self.0 &= !DigitSet::single(d).0;
    }
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The smallest digit, if any.
    #[inline]
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }
    /// The only digit of a one-digit set.
    #[inline]
    pub const fn single_digit(self) -> Option<u8> {
        if self.0.count_ones() == 1 {
            Some(self.0.trailing_zeros() as u8)
        } else {
            None
        }
    }
    #[inline]
    pub const fn is_subset(self, other: DigitSet) -> bool {
        self.0 & !other.0 == 0
    }
    #[inline]
    pub fn iter(self) -> DigitIter {
        DigitIter(self.0)
    }
}

/// Iterates digits in increasing order.
#[derive(Clone)]
pub struct DigitIter(u16);

impl Iterator for DigitIter {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(d)
    }
}

impl IntoIterator for DigitSet {
    type Item = u8;
    type IntoIter = DigitIter;
    fn into_iter(self) -> DigitIter {
        self.iter()
    }
}

impl FromIterator<u8> for DigitSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut s = DigitSet::EMPTY;
        for d in iter {
            s.insert(d);
        }
        s
    }
}

impl BitAnd for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn bitand(self, r: DigitSet) -> DigitSet {
        DigitSet(self.0 & r.0)
    }
}
impl BitOr for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn bitor(self, r: DigitSet) -> DigitSet {
        DigitSet(self.0 | r.0)
    }
}
impl Sub for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn sub(self, r: DigitSet) -> DigitSet {
        DigitSet(self.0 & !r.0)
    }
}
impl BitAndAssign for DigitSet {
    #[inline]
    fn bitand_assign(&mut self, r: DigitSet) {
        self.0 &= r.0;
    }
}
impl BitOrAssign for DigitSet {
    #[inline]
    fn bitor_assign(&mut self, r: DigitSet) {
        self.0 |= r.0;
    }
}
impl Not for DigitSet {
    type Output = DigitSet;
    /// The complement within 1..=9.
    #[inline]
    fn not(self) -> DigitSet {
        DigitSet(!self.0 & ALL9)
    }
}

impl fmt::Display for DigitSet {
    /// The digits run together: `1259`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

impl Serialize for DigitSet {
    /// As the list of its digits.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits() {
        assert_eq!(DigitSet::all(9).len(), 9);
        assert_eq!(DigitSet::all(4).to_string(), "1234");
        assert_eq!(DigitSet::all(6).to_string(), "123456");
        assert_eq!(DigitSet::all(0), DigitSet::EMPTY);
        // From 15 up the shift overflowed: a panic in debug, {} for 16 in release.
        for n in [10, 15, 16, 17, 64, usize::MAX] {
            assert_eq!(DigitSet::all(n), DigitSet::all(9), "all({n})");
        }
        let s = DigitSet::from_digits(&[9, 2, 5, 1, 0, 12]);
        assert_eq!(s.to_string(), "1259");
        assert_eq!(s.first(), Some(1));
        assert_eq!(s.single_digit(), None);
        assert_eq!(DigitSet::single(7).single_digit(), Some(7));
        assert_eq!((!s).to_string(), "34678");
        assert!(DigitSet::from_digits(&[2, 5]).is_subset(s));
        assert_eq!(serde_json::to_string(&s).unwrap(), "[1,2,5,9]");
    }
}
