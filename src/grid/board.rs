//! `Board`: givens, placed digits and candidates of a 4x4, 6x6 or 9x9 grid.
//!
//! A board keeps three things per cell: its digit (if any), whether that digit
//! was *given* (part of the puzzle) or *placed* (found while solving), and,
//! for an empty cell, its candidates (the digits it may still hold). Building
//! a board from givens computes the candidates the usual way: each empty cell
//! starts with every digit not yet in its row, column or box.
//!
//! A filled cell has no candidates. Alongside the per-cell candidates the
//! board keeps, for each digit, the set of cells where it is a candidate, so
//! strategies can ask "where can 5 go in row 3?" with one AND.

use super::cell::{Candidate, Cell};
use super::cellset::CellSet;
use super::digits::DigitSet;
use super::geometry::{Geometry, House};
use std::fmt;

/// Something wrong with a board: a clash between digits, a bad size, a
/// digit out of range, a move that the board does not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Only 4, 6 and 9 are supported.
    BadSize(usize),
    /// The wrong number of cells for the size.
    BadLength { expected: usize, found: usize },
    /// A digit larger than the board allows.
    DigitOutOfRange { cell: Cell, digit: u8, size: usize },
    /// Two cells of one house hold the same digit.
    Clash {
        first: Cell,
        second: Cell,
        digit: u8,
    },
    /// A cell outside the board.
    CellOutOfRange { cell: Cell, size: usize },
    /// Placing into a cell that already holds a digit.
    AlreadyFilled { cell: Cell, digit: u8 },
    /// Placing a digit that is not a candidate of the cell.
    NotACandidate { cell: Cell, digit: u8 },
    /// An empty cell without candidates: the position has no solution.
    NoCandidates { cell: Cell },
}

impl std::error::Error for BoardError {}

/// What one cell shows: a given, a digit placed while solving, or its
/// candidates (possibly one) while it is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellMark {
    Given(u8),
    Placed(u8),
    Open(DigitSet),
}

/// A Sudoku position. Cheap to clone (a few hundred bytes, no heap).
#[derive(Clone)]
pub struct Board {
    geo: &'static Geometry,
    /// 0 = empty.
    values: [u8; 81],
    /// The cells holding a digit (kept in step with `values`).
    filled: CellSet,
    givens: CellSet,
    cands: [DigitSet; 81],
    /// For each digit (index 1..=9), the cells where it is a candidate.
    digit_cells: [CellSet; 10],
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.geo.size == other.geo.size
            && self.values == other.values
            && self.givens == other.givens
            && self.cands == other.cands
    }
}
impl Eq for Board {}

impl Board {
    /// An empty board of side `size` (4, 6 or 9), every digit a candidate everywhere.
    pub fn empty(size: usize) -> Result<Board, BoardError> {
        let geo = Geometry::for_size(size).ok_or(BoardError::BadSize(size))?;
        let all = DigitSet::all(size);
        let mut b = Board {
            geo,
            values: [0; 81],
            filled: CellSet::EMPTY,
            givens: CellSet::EMPTY,
            cands: [DigitSet::EMPTY; 81],
            digit_cells: [CellSet::EMPTY; 10],
        };
        for c in geo.cells() {
            b.cands[c.index()] = all;
        }
        for d in 1..=size {
            b.digit_cells[d] = geo.all_cells;
        }
        Ok(b)
    }

    /// A puzzle from its givens, row by row, `0` for an empty cell. The side
    /// is taken from the length (16, 36 or 81). Clashing givens are an error
    /// naming the two cells.
    pub fn from_givens(digits: &[u8]) -> Result<Board, BoardError> {
        let size = match digits.len() {
            16 => 4,
            36 => 6,
            81 => 9,
            n => {
                return Err(BoardError::BadLength {
                    expected: 81,
                    found: n,
                })
            }
        };
        Board::from_values(size, digits, true)
    }

    /// A board of side `size` from its digits row by row (`0` = empty); each
    /// digit is a given if `given`, else a placed digit.
    pub fn from_values(size: usize, digits: &[u8], given: bool) -> Result<Board, BoardError> {
        let mut b = Board::empty(size)?;
        if digits.len() != size * size {
            return Err(BoardError::BadLength {
                expected: size * size,
                found: digits.len(),
            });
        }
        let givens: Vec<bool> = vec![given; digits.len()];
        b.fill(digits, &givens)?;
        Ok(b)
    }

    /// A position as HoDoKu's library format stores one: the digits row by row
    /// (`0` = empty), a flag per cell saying whether its digit is a given (else
    /// it was placed while solving), and the candidates deleted afterwards from
    /// those the digits leave. Deleting a candidate that is not there is
    /// ignored; a deleted candidate outside the board or with a digit outside
    /// `1..=size` is an error.
    pub fn from_digits(
        size: usize,
        digits: &[u8],
        given: &[bool],
        deleted: &[Candidate],
    ) -> Result<Board, BoardError> {
        let mut b = Board::empty(size)?;
        if digits.len() != size * size {
            return Err(BoardError::BadLength {
                expected: size * size,
                found: digits.len(),
            });
        }
        if given.len() != digits.len() {
            return Err(BoardError::BadLength {
                expected: digits.len(),
                found: given.len(),
            });
        }
        b.fill(digits, given)?;
        for &cand in deleted {
            b.check_cell(cand.cell)?;
            if cand.digit == 0 || cand.digit as usize > size {
                return Err(BoardError::DigitOutOfRange {
                    cell: cand.cell,
                    digit: cand.digit,
                    size,
                });
            }
            b.eliminate(cand);
        }
        Ok(b)
    }

    /// Fills digits (row by row, 0 = empty), each marked given or placed, into
    /// an empty board; checks for clashes first so the error names the first
    /// clash in reading order.
    pub(crate) fn fill(&mut self, digits: &[u8], givens: &[bool]) -> Result<(), BoardError> {
        let n = self.geo.size;
        let mut cells = [Cell::default(); 81];
        for (slot, c) in cells.iter_mut().zip(self.geo.cells()) {
            *slot = c;
        }
        if digits.len() > n * n || givens.len() < digits.len() {
            return Err(BoardError::BadLength {
                expected: n * n,
                found: digits.len(),
            });
        }
        for (i, &d) in digits.iter().enumerate() {
            if d as usize > n {
                return Err(BoardError::DigitOutOfRange {
                    cell: cells[i],
                    digit: d,
                    size: n,
                });
            }
        }
        // Fast check with one cell set per digit; only when it finds a clash do
        // we look for the first clashing pair in reading order, to name it.
        let mut holding = [CellSet::EMPTY; 10];
        let mut clash = false;
        for (i, &d) in digits.iter().enumerate() {
            if d != 0 {
                clash |= self.geo.peers(cells[i]).intersects(holding[d as usize]);
                holding[d as usize].insert(cells[i]);
            }
        }
        for (i, &d) in digits.iter().enumerate() {
            if d == 0 || !clash {
                continue;
            }
            let cell = cells[i];
            for (j, &e) in digits.iter().enumerate().skip(i + 1) {
                if e == d && self.geo.sees(cell, cells[j]) {
                    return Err(BoardError::Clash {
                        first: cell,
                        second: cells[j],
                        digit: d,
                    });
                }
            }
        }
        for (i, &d) in digits.iter().enumerate() {
            if d != 0 {
                self.set_value(cells[i], d, givens[i]);
            }
        }
        Ok(())
    }

    /// A board from the candidates of every cell, row by row; a cell with one
    /// candidate is taken as solved (as candidate grids print them). Solved
    /// cells count as givens. Clashing solved cells are an error; candidates
    /// are kept as given, not recomputed, except that a solved cell's digit
    /// is removed from its peers. [`Board::from_marks`] says more.
    pub fn from_candidates(size: usize, cands: &[DigitSet]) -> Result<Board, BoardError> {
        let marks: Vec<CellMark> = cands
            .iter()
            .map(|&s| match s.single_digit() {
                Some(d) => CellMark::Given(d),
                None => CellMark::Open(s),
            })
            .collect();
        Board::from_marks(size, &marks)
    }

    /// A board from what each cell shows, row by row: a given, a placed
    /// digit, or open with these candidates (one candidate stays open).
    /// Clashing digits are an error, and so is an open cell without
    /// candidates; candidates are kept as given, not recomputed, except that
    /// a digit removes itself from its peers.
    pub fn from_marks(size: usize, marks: &[CellMark]) -> Result<Board, BoardError> {
        let mut b = Board::empty(size)?;
        if marks.len() != size * size {
            return Err(BoardError::BadLength {
                expected: size * size,
                found: marks.len(),
            });
        }
        let cells: Vec<Cell> = b.geo.cells().collect();
        let all = DigitSet::all(size);
        let mut digits = vec![0u8; marks.len()];
        let mut givens = vec![false; marks.len()];
        for (i, &mark) in marks.iter().enumerate() {
            let s = match mark {
                CellMark::Given(d) | CellMark::Placed(d) => DigitSet::single(d),
                CellMark::Open(s) => s,
            };
            if let Some(bad) = (s - all).first() {
                return Err(BoardError::DigitOutOfRange {
                    cell: cells[i],
                    digit: bad,
                    size,
                });
            }
            match mark {
                CellMark::Given(d) | CellMark::Placed(d) if !(1..=size as u8).contains(&d) => {
                    return Err(BoardError::DigitOutOfRange {
                        cell: cells[i],
                        digit: d,
                        size,
                    });
                }
                CellMark::Given(d) => (digits[i], givens[i]) = (d, true),
                CellMark::Placed(d) => digits[i] = d,
                CellMark::Open(s) if s.is_empty() => {
                    return Err(BoardError::NoCandidates { cell: cells[i] })
                }
                CellMark::Open(_) => {}
            }
        }
        // Narrow each open cell to its listed candidates first.
        for (i, &mark) in marks.iter().enumerate() {
            if let CellMark::Open(s) = mark {
                for d in (all - s).iter() {
                    b.eliminate(Candidate::new(cells[i], d));
                }
            }
        }
        b.fill(&digits, &givens)?;
        Ok(b)
    }

    /// What `cell` shows, as [`Board::from_marks`] reads it.
    pub fn mark(&self, cell: Cell) -> CellMark {
        match self.value(cell) {
            Some(d) if self.is_given(cell) => CellMark::Given(d),
            Some(d) => CellMark::Placed(d),
            None => CellMark::Open(self.candidates(cell)),
        }
    }

    /// Sets a digit without checks; removes it from the peers' candidates.
    fn set_value(&mut self, cell: Cell, d: u8, given: bool) {
        let i = cell.index();
        for e in self.cands[i].iter() {
            self.digit_cells[e as usize].remove(cell);
        }
        self.cands[i] = DigitSet::EMPTY;
        self.values[i] = d;
        self.filled.insert(cell);
        if given {
            self.givens.insert(cell);
        }
        let peers = self.geo.peers(cell) & self.digit_cells[d as usize];
        for p in peers {
            self.cands[p.index()].remove(d);
        }
        self.digit_cells[d as usize] = self.digit_cells[d as usize] - peers;
    }

    /// The board's geometry (size, houses, peers).
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.geo
    }
    /// Side length: 4, 6 or 9.
    #[inline]
    pub fn size(&self) -> usize {
        self.geo.size
    }
    /// The digit in `cell`, if any (`None` for a cell outside the grid).
    #[inline]
    pub fn value(&self, cell: Cell) -> Option<u8> {
        match self.values.get(cell.index()) {
            None | Some(0) => None,
            Some(&d) => Some(d),
        }
    }
    /// Whether `cell` holds a given (as opposed to a placed digit or nothing).
    #[inline]
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.contains(cell)
    }
    /// The givens as a set of cells.
    pub fn givens(&self) -> CellSet {
        self.givens
    }
    /// The candidates of `cell` (empty for a filled cell, or a cell outside
    /// the grid).
    #[inline]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        self.cands.get(cell.index()).copied().unwrap_or_default()
    }
    /// Whether `digit` is a candidate of `cell` (`false` for a digit or a
    /// cell out of range).
    #[inline]
    pub fn has_candidate(&self, cell: Cell, digit: u8) -> bool {
        self.candidates(cell).contains(digit)
    }
    /// The cells where `digit` is still a candidate (none for a digit out of
    /// range).
    #[inline]
    pub fn digit_cells(&self, digit: u8) -> CellSet {
        self.digit_cells
            .get(digit as usize)
            .copied()
            .unwrap_or_default()
    }
    /// The cells without a digit.
    #[inline]
    pub fn empty_cells(&self) -> CellSet {
        self.geo.all_cells - self.filled
    }
    /// The cells holding a digit (givens and placed).
    #[inline]
    pub fn filled_cells(&self) -> CellSet {
        self.filled
    }
    /// The digits row by row, 0 for empty.
    pub fn values(&self) -> Vec<u8> {
        self.geo.cells().map(|c| self.values[c.index()]).collect()
    }
    /// Every candidate on the board, in cell order then digit order.
    pub fn all_candidates(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.geo.cells().flat_map(move |c| {
            self.cands[c.index()]
                .iter()
                .map(move |d| Candidate::new(c, d))
        })
    }
    /// The total number of candidates left.
    pub fn candidate_count(&self) -> usize {
        self.geo.cells().map(|c| self.cands[c.index()].len()).sum()
    }
    /// Every cell is filled and no house repeats a digit.
    pub fn is_solved(&self) -> bool {
        self.geo.cells().all(|c| self.values[c.index()] != 0) && self.conflicts().is_empty()
    }

    /// Places `digit` in `cell` (not as a given) and removes it from the
    /// candidates of the cell's peers.
    pub fn place(&mut self, cell: Cell, digit: u8) -> Result<(), BoardError> {
        self.check_cell(cell)?;
        if let Some(d) = self.value(cell) {
            return Err(BoardError::AlreadyFilled { cell, digit: d });
        }
        if !self.has_candidate(cell, digit) {
            return Err(BoardError::NotACandidate { cell, digit });
        }
        self.set_value(cell, digit, false);
        Ok(())
    }

    /// Removes a candidate; returns whether it was there (a digit or cell
    /// out of range is never there).
    #[inline]
    pub fn eliminate(&mut self, cand: Candidate) -> bool {
        let i = cand.cell.index();
        if !self.has_candidate(cand.cell, cand.digit) {
            return false;
        }
        self.cands[i].remove(cand.digit);
        self.digit_cells[cand.digit as usize].remove(cand.cell);
        true
    }

    /// The same position seen through one digit: every other digit's
    /// candidates removed (digits placed stay). A single-digit pattern (fish,
    /// skyscraper, colouring, ...) depends on that digit's candidates alone,
    /// so it is found on this board exactly when on the full one.
    pub fn only_digit(&self, digit: u8) -> Board {
        let mut out = self.clone();
        let keep = if (1..=9).contains(&digit) {
            DigitSet::single(digit)
        } else {
            DigitSet::EMPTY
        };
        for c in out.cands.iter_mut() {
            *c &= keep;
        }
        for (d, cells) in out.digit_cells.iter_mut().enumerate() {
            if d != digit as usize {
                *cells = CellSet::EMPTY;
            }
        }
        out
    }

    /// Clears a cell that holds a placed (not given) digit and recomputes
    /// every candidate from the digits; returns the digit removed.
    pub fn unplace(&mut self, cell: Cell) -> Option<u8> {
        let d = self.value(cell)?;
        if self.is_given(cell) {
            return None;
        }
        self.values[cell.index()] = 0;
        self.recompute_candidates();
        Some(d)
    }

    /// Recomputes every candidate from the digits alone (forgetting any
    /// eliminations made by strategies).
    pub fn recompute_candidates(&mut self) {
        let mut fresh = Board::empty(self.geo.size).expect("size is valid");
        for c in self.geo.cells() {
            let d = self.values[c.index()];
            if d != 0 {
                fresh.set_value(c, d, self.givens.contains(c));
            }
        }
        *self = fresh;
    }

    fn check_cell(&self, cell: Cell) -> Result<(), BoardError> {
        if self.geo.contains(cell) {
            Ok(())
        } else {
            Err(BoardError::CellOutOfRange {
                cell,
                size: self.geo.size,
            })
        }
    }

    /// Every pair of cells of one house holding the same digit.
    pub fn conflicts(&self) -> Vec<BoardError> {
        let mut out = Vec::new();
        for a in self.geo.cells() {
            let d = self.values[a.index()];
            if d == 0 {
                continue;
            }
            for b in self.geo.peers(a) {
                if b > a && self.values[b.index()] == d {
                    out.push(BoardError::Clash {
                        first: a,
                        second: b,
                        digit: d,
                    });
                }
            }
        }
        out
    }

    /// A house and a digit with no place left there (the digit neither
    /// placed in the house nor a candidate of any of its cells), if any:
    /// such a position has no solution.
    pub fn dead_digit(&self) -> Option<(House, u8)> {
        let n = self.geo.size;
        let mut placed = [CellSet::EMPTY; 10];
        for c in self.filled {
            placed[self.values[c.index()] as usize].insert(c);
        }
        for h in self.geo.houses() {
            let cells = self.geo.house(h);
            for (d, (&cands, &placed)) in self.digit_cells.iter().zip(&placed).enumerate() {
                if (1..=n).contains(&d) && !cells.intersects(cands | placed) {
                    return Some((h, d as u8));
                }
            }
        }
        None
    }

    /// The first empty cell without candidates, if any: such a position has no solution.
    pub fn dead_cell(&self) -> Option<Cell> {
        let mut with_candidates = CellSet::EMPTY;
        for d in 1..=self.geo.size {
            with_candidates |= self.digit_cells[d];
        }
        (self.empty_cells() - with_candidates).first()
    }

    /// The digits as one line (`.` for empty), e.g. for logs and tests.
    pub fn to_line(&self) -> String {
        self.geo
            .cells()
            .map(|c| match self.values[c.index()] {
                0 => '.',
                d => (b'0' + d) as char,
            })
            .collect()
    }

    /// The pencil marks as three hexadecimal digits per cell, bit `d-1` for
    /// digit `d` (`000` for a placed digit): the live app's and the step
    /// pages' encoding (docs/api.md, "A position").
    pub fn marks_hex(&self) -> String {
        use std::fmt::Write;
        let mut hex = String::with_capacity(3 * self.geo.size * self.geo.size);
        for cell in self.geo.cells() {
            let mask = match self.values[cell.index()] {
                0 => self.candidates(cell).0 >> 1,
                _ => 0,
            };
            let _ = write!(hex, "{mask:03x}");
        }
        hex
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(s: &str) -> Vec<u8> {
        s.bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect()
    }

    // Sudopedia "Completed Puzzle" test case with the last cell emptied.
    const NEAR: &str =
        "97423615863859174212548793631675428974291856358936241786712539425364987149187362.";

    #[test]
    fn marks_hex_has_three_digits_a_cell() {
        // Sudopedia's near-complete grid: only r9c9 is open, with 5 left.
        let mut b = Board::from_givens(&digits(NEAR)).unwrap();
        let hex = b.marks_hex();
        assert_eq!(hex.len(), 243);
        assert_eq!(&hex[..240], "0".repeat(240));
        assert_eq!(&hex[240..], "010"); // digit 5 is bit 4
                                        // An empty 4x4 board: every cell holds 1-4 (f); striking 3 leaves b.
        b = Board::from_givens(&[0; 16]).unwrap();
        b.eliminate(Candidate::new(Cell::new(0, 1), 3));
        assert_eq!(&b.marks_hex()[..9], "00f00b00f");
    }

    #[test]
    fn candidates_from_givens() {
        let b = Board::from_givens(&digits(NEAR)).unwrap();
        let last = Cell::new(8, 8);
        assert_eq!(b.candidates(last), DigitSet::single(5));
        assert_eq!(b.value(Cell::new(0, 0)), Some(9));
        assert!(b.is_given(Cell::new(0, 0)));
        assert_eq!(b.digit_cells(5), CellSet::single(last));
        let mut b2 = b.clone();
        assert_eq!(
            b2.place(last, 4),
            Err(BoardError::NotACandidate {
                cell: last,
                digit: 4
            })
        );
        b2.place(last, 5).unwrap();
        assert!(b2.is_solved());
        assert!(!b2.is_given(last));
        assert_eq!(
            b2.place(last, 5).unwrap_err().to_string(),
            "r9c9 already holds 5"
        );
        assert_eq!(b2.unplace(last), Some(5));
        assert_eq!(b2, b);
    }

    #[test]
    fn clash_names_cells() {
        let mut d = vec![0u8; 81];
        d[2] = 5;
        d[6] = 5;
        let e = Board::from_givens(&d).unwrap_err();
        assert_eq!(e.to_string(), "r1c3 and r1c7 both hold 5");
        let mut d4 = vec![0u8; 16];
        d4[0] = 5;
        assert_eq!(
            Board::from_givens(&d4).unwrap_err().to_string(),
            "r1c1 holds 5, but a 4x4 board has digits 1-4"
        );
        assert!(matches!(Board::empty(7), Err(BoardError::BadSize(7))));
    }

    #[test]
    fn eliminate_and_digit_cells_agree() {
        let mut b = Board::empty(6).unwrap();
        assert_eq!(b.digit_cells(3).len(), 36);
        assert!(b.eliminate(Candidate::new(Cell::new(0, 0), 3)));
        assert!(!b.eliminate(Candidate::new(Cell::new(0, 0), 3)));
        assert_eq!(b.digit_cells(3).len(), 35);
        b.place(Cell::new(5, 5), 3).unwrap();
        // row 6, column 6 and the box of r6c6 lose 3: 5 + 5 + 2 peers, plus the cell.
        assert_eq!(b.digit_cells(3).len(), 35 - 13);
        for c in b.geometry().cells() {
            for d in 1..=6 {
                assert_eq!(b.has_candidate(c, d), b.digit_cells(d).contains(c));
            }
        }
    }

    #[test]
    fn from_candidates_keeps_marks() {
        let mut cands = vec![DigitSet::all(4); 16];
        cands[0] = DigitSet::single(1);
        cands[5] = DigitSet::from_digits(&[1, 2]);
        let b = Board::from_candidates(4, &cands).unwrap();
        assert_eq!(b.value(Cell::new(0, 0)), Some(1));
        // r2c2 listed {1,2}; 1 also leaves as r1c1 is its peer.
        assert_eq!(b.candidates(Cell::new(1, 1)), DigitSet::single(2));
        cands[3] = DigitSet::EMPTY;
        assert_eq!(
            Board::from_candidates(4, &cands).unwrap_err().to_string(),
            "r1c4 is empty and has no candidates left"
        );
    }
}
