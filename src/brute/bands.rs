//! The 9x9 search on a band-oriented bit board.
//!
//! Keeping, for each digit, the 81 cells as three 27-bit bands, and updating
//! a whole band with one table look-up, is the idea of Zhou Yundong's solver
//! and its descendant JCZSolve. This is an independent implementation of that
//! idea, with a stack (column) pass and a guess rule of its own.
//!
//! ## Layout
//!
//! `cand[4 * d + b]` holds the cells of band `b` (rows `3b..3b+3`) where digit
//! `d + 1` may still go, *including* the cell where it is placed. Bit
//! `9 * r + c` is row `3b + r`, column `c`, so a band is three 9-bit rows,
//! each made of three 3-bit *minirows*, one per box:
//!
//! ```text
//!   bits  0.. 8   row 3b     |box 3b |box 3b+1|box 3b+2|
//!   bits  9..17   row 3b+1   | 3 bits| 3 bits | 3 bits |
//!   bits 18..26   row 3b+2   |       |        |        |
//! ```
//!
//! ## Band update (digit d, band b): rows and boxes
//!
//! Inside a band the digit sits once in each row and once in each box, so
//! its three minirows form a permutation: row 0 in one box, row 1 in
//! another, row 2 in the third. Only the permutations whose three minirows
//! all still hold the digit are possible, and a minirow that none of them
//! uses is cleared ([`SHRINK`]). This one look-up does the locked candidates
//! between rows and boxes and finds the hidden singles of rows and boxes (a
//! box with one cell forces its row). A row left with one cell is a
//! placement: the cell is cleared for the other digits, and its column for
//! this digit in the two other bands. Each change marks the changed bands
//! dirty; updates run until none is.
//!
//! ## Stack pass: columns and boxes
//!
//! The same permutation argument holds, per digit, for the three
//! *minicolumns* of a stack of boxes (one per band). Run when the band
//! updates stall, it adds the locked candidates between columns and boxes and
//! the hidden singles of columns ([`permutation_cells`]).
//!
//! ## Cell scan and guess
//!
//! Counting, bit-sliced over the nine digit bands, how many digits each cell
//! still has finds empty cells (a dead end), naked singles (placed) and
//! bivalue cells. The guess goes to a bivalue cell with many open peers and
//! many bivalue peers: either way it goes, much follows from it, which keeps
//! the search tree small (about 11 search nodes per puzzle on magictour's
//! top1465, against about 19 when guessing in the first bivalue cell).

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// Multiplying a 9-bit column set by this copies it into the three rows of a band.
const COLUMNS_TO_BAND: u32 = 1 | 1 << 9 | 1 << 18;

/// Bit `4 * d + b` of the dirty mask, for every digit index `d` and band `b`.
const ALL_BANDS: u64 = 0x7_7777_7777;

/// For each band, the two other bands.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// The six ways to give each of three rows its own box.
const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Indexed by [`minirow_key`] of a band: the band cells lying on a minirow
/// that some possible permutation uses (see the module docs). 0 when no
/// permutation fits: the digit has no place left in the band.
static SHRINK: [u32; 512] = build_shrink();

/// The cells of the rows named by a 3-bit row set, within a band.
static ROWS: [u32; 8] = build_rows();

/// For each cell, its peers (the cell excluded) as three band masks.
static PEERS: [[u32; 3]; 81] = build_peers();

/// Which minirows of a band hold a bit, as a 9-bit number (bit `3 * box +
/// row`): each minirow's bits are merged into its lowest bit, then the three
/// rows are folded onto one another (shifts of 8 and 16 put their marks on
/// distinct positions). No table needed.
#[inline(always)]
const fn minirow_key(a: u32) -> usize {
    let marks = (a | a >> 1 | a >> 2) & 0o111_111_111; // bits 9 * row + 3 * box
    ((marks | marks >> 8 | marks >> 16) & 0x1ff) as usize
}

/// The cells of the minirows named by a 9-bit set (bit `3 * row + box`).
const fn minirow_cells(minirows: usize) -> u32 {
    let mut cells = 0u32;
    let mut m = 0;
    while m < 9 {
        if minirows & (1 << m) != 0 {
            cells |= 7 << (9 * (m / 3) + 3 * (m % 3));
        }
        m += 1;
    }
    cells
}

const fn build_shrink() -> [u32; 512] {
    let mut table = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        // Minirows (bit 3 * row + box) used by a permutation inside `occupied`.
        let mut usable = 0;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let bits = 1 << perm[0] | 1 << (3 + perm[1]) | 1 << (6 + perm[2]);
            if occupied & bits == bits {
                usable |= bits;
            }
            p += 1;
        }
        table[minirow_key(minirow_cells(occupied))] = minirow_cells(usable);
        occupied += 1;
    }
    table
}

const fn build_rows() -> [u32; 8] {
    let mut table = [0u32; 8];
    let mut set = 0;
    while set < 8 {
        let mut r = 0;
        while r < 3 {
            if set & (1 << r) != 0 {
                table[set] |= 0x1ff << (9 * r);
            }
            r += 1;
        }
        set += 1;
    }
    table
}

const fn build_peers() -> [[u32; 3]; 81] {
    let mut table = [[0u32; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, col) = (cell / 9, cell % 9);
        let mut other = 0;
        while other < 81 {
            let (r, c) = (other / 9, other % 9);
            let same_box = r / 3 == row / 3 && c / 3 == col / 3;
            if other != cell && (r == row || c == col || same_box) {
                table[cell][other / 27] |= 1 << (other % 27);
            }
            other += 1;
        }
        cell += 1;
    }
    table
}

/// For a band-shaped word (three 9-bit rows of three 3-bit groups), keeps the
/// bits that lie on a permutation inside their group: bit (row r, group g,
/// position j) stays if set and if the two other rows can take the two other
/// positions of group g, one each. The three groups are done at once with
/// rotations: `next_row` moves row r+1 onto row r, `next_pos` moves position
/// j+1 onto position j inside every group.
///
/// Used by the stack pass, where the rows are bands, the groups stacks and the
/// positions columns: each column of a stack takes the digit in one band.
#[inline(always)]
fn permutation_cells(x: u32) -> u32 {
    let next_row = |v: u32| (v >> 9 | v << 18) & BAND;
    let next_pos = |v: u32| (v >> 1) & 0o333_333_333 | (v << 2) & 0o444_444_444;
    let (r1, r2) = (next_row(x), next_row(next_row(x)));
    let (r1p1, r1p2) = (next_pos(r1), next_pos(next_pos(r1)));
    let (r2p1, r2p2) = (next_pos(r2), next_pos(next_pos(r2)));
    x & ((r1p1 & r2p2) | (r1p2 & r2p1))
}

/// How many cells of `set` (three band masks) are peers of the cell at bit
/// `pos` of band `b`, whose peers in its own band are `own_peers`.
#[inline(always)]
fn count_peers(set: &[u32; 3], b: usize, pos: usize, own_peers: u32) -> u32 {
    let col = pos % 9;
    let [k1, k2] = OTHER_BANDS[b];
    // The own band's peers and the column in the two other bands (bits 0, 9,
    // 18 after the shift), packed in one word for a single count.
    let own = (set[b] & own_peers) as u64;
    let up = ((set[k1] >> col) & COLUMNS_TO_BAND) as u64;
    let down = ((set[k2] >> col) & COLUMNS_TO_BAND) as u64;
    (own | up << 27 | down << 28).count_ones()
}

/// Counts solutions up to a limit and keeps the first one found.
pub(super) struct Tally {
    pub limit: usize,
    pub count: usize,
    /// The first solution, digits 1..=9 by cell index (9-wide layout).
    pub first: Option<[u8; 81]>,
}

impl Tally {
    /// Nothing found yet; stop at `limit` solutions.
    pub fn new(limit: usize) -> Tally {
        Tally {
            limit,
            count: 0,
            first: None,
        }
    }
    /// Enough solutions found.
    #[inline]
    pub fn done(&self) -> bool {
        self.count >= self.limit
    }
}

/// What the cell scan found.
enum Scan {
    /// An empty cell without candidates, or two naked singles that clash.
    Dead,
    /// At least one naked single was placed: propagate again.
    Placed,
    /// Nothing placed: the bivalue cells of each band.
    Stuck([u32; 3]),
}

/// A 9x9 position for the search: candidates per digit and band, plus what
/// is placed. 176 bytes, copied at each guess.
#[derive(Clone, Copy)]
pub(super) struct BandGrid {
    /// Cells where digit `d + 1` may go (or is placed) in band `b`: index
    /// `4 * d + b` (slot `4 * d + 3` unused, so that indices are shifts).
    cand: [u32; 36],
    /// Bands (bit `4 * d + b`) changed since their last update.
    dirty: u64,
    /// Per band, the cells not yet known to be placed.
    open_cells: [u32; 3],
    /// Per band, bit `3 * d + r` while digit `d + 1` is not yet placed in row `r` of the band.
    open_rows: [u32; 3],
}

impl BandGrid {
    /// Every digit possible everywhere, nothing placed.
    fn blank() -> BandGrid {
        let mut cand = [BAND; 36];
        for d in 0..9 {
            cand[4 * d + 3] = 0; // the unused fourth slot
        }
        BandGrid {
            cand,
            dirty: ALL_BANDS,
            open_cells: [BAND; 3],
            open_rows: [BAND; 3],
        }
    }

    /// A grid from 81 digits (0 = empty). `None` if a digit exceeds 9 or two
    /// digits clash.
    pub fn from_digits(digits: &[u8; 81]) -> Option<BandGrid> {
        BandGrid::blank().with_placed(digits)
    }

    /// A grid from, per digit 1..=9, the cells (bit = cell index) where it is a
    /// candidate, and the placed digits (0 = empty). `None` if placed digits
    /// clash or a digit exceeds 9.
    pub fn from_candidates(digit_cells: &[u128; 9], digits: &[u8; 81]) -> Option<BandGrid> {
        let mut grid = BandGrid::blank();
        for (d, &cells) in digit_cells.iter().enumerate() {
            for b in 0..3 {
                grid.cand[4 * d + b] = (cells >> (27 * b)) as u32 & BAND;
            }
        }
        grid.with_placed(digits)
    }

    /// Places the digits (0 = empty) on a grid where nothing is placed yet:
    /// each placed cell keeps only its digit, which leaves the cell's peers.
    /// `None` if a digit exceeds 9 or two placed digits see each other.
    fn with_placed(mut self, digits: &[u8; 81]) -> Option<BandGrid> {
        let mut placed = [[0u32; 3]; 9]; // per digit and band
        let mut seen = [[0u32; 3]; 9]; // the peers of those cells
        let mut filled = [0u32; 3];
        if digits.iter().any(|&v| v > 9) {
            return None;
        }
        // The filled cells as one bit set (a loop the compiler vectorizes), so
        // that the loop below visits only them.
        let mut nonzero = 0u128;
        for (cell, &v) in digits.iter().enumerate() {
            nonzero |= ((v != 0) as u128) << cell;
        }
        while nonzero != 0 {
            let cell = nonzero.trailing_zeros() as usize;
            nonzero &= nonzero - 1;
            let v = digits[cell];
            let (d, b, pos) = (v as usize - 1, cell / 27, cell % 27);
            placed[d][b] |= 1 << pos;
            filled[b] |= 1 << pos;
            for (k, peers) in PEERS[cell].iter().enumerate() {
                seen[d][k] |= peers;
            }
            self.open_rows[b] &= !(1 << (3 * d + pos / 9));
        }
        for d in 0..9 {
            for b in 0..3 {
                if placed[d][b] & seen[d][b] != 0 {
                    return None; // two of the digit in one house
                }
                let i = 4 * d + b;
                self.cand[i] = (self.cand[i] & !seen[d][b] & !filled[b]) | placed[d][b];
            }
        }
        self.open_cells = filled.map(|f| BAND & !f);
        Some(self)
    }

    /// Puts digit `d + 1` in cell `bit` of band `b` during the search: the
    /// cell loses its other digits and the rest of its row loses `d + 1`; the
    /// band updates that follow do the rest.
    #[inline]
    fn place(&mut self, d: usize, b: usize, bit: u32) {
        for e in 0..9 {
            self.clear(4 * e + b, bit);
        }
        let row = ROWS[1 << (bit.trailing_zeros() / 9)];
        self.clear(4 * d + b, row);
        self.cand[4 * d + b] |= bit;
    }

    /// Removes `cells` from band `i` (`4 * d + b`), marking it dirty if that changed it.
    #[inline(always)]
    fn clear(&mut self, i: usize, cells: u32) {
        let before = self.cand[i];
        let after = before & !cells;
        self.cand[i] = after;
        self.dirty |= ((before != after) as u64) << i;
    }

    /// Every digit placed in every row.
    #[inline]
    fn solved(&self) -> bool {
        self.open_rows[0] | self.open_rows[1] | self.open_rows[2] == 0
    }

    /// The band update for digit `d + 1` in band `b` (see the module docs).
    /// False when the digit no longer fits in the band.
    #[inline]
    fn update(&mut self, d: usize, b: usize, dirty: &mut u64) -> bool {
        let i = 4 * d + b;
        let mut a = self.cand[i];
        a &= SHRINK[minirow_key(a)];
        if a == 0 {
            return false;
        }
        self.cand[i] = a;
        // After the shrink no row is empty; a row with one cell is a placement.
        let (r0, r1, r2) = (a & 0x1ff, (a >> 9) & 0x1ff, a >> 18);
        let single_rows = (r0 & r0.wrapping_sub(1) == 0) as u32
            | ((r1 & r1.wrapping_sub(1) == 0) as u32) << 1
            | ((r2 & r2.wrapping_sub(1) == 0) as u32) << 2;
        let fresh = single_rows & (self.open_rows[b] >> (3 * d)) & 7;
        if fresh != 0 {
            self.open_rows[b] &= !(fresh << (3 * d));
            let cells = a & ROWS[fresh as usize];
            self.open_cells[b] &= !cells;
            // The placed cells leave the other digits, their columns leave
            // this digit's other bands; note which bands that changed.
            let mut changed = 0u64;
            for e in 0..9 {
                let before = self.cand[4 * e + b];
                self.cand[4 * e + b] = before & !cells;
                changed |= ((before & cells != 0) as u64) << (4 * e);
            }
            changed <<= b;
            self.cand[i] = a;
            let columns = (cells | cells >> 9 | cells >> 18) & 0x1ff;
            let gone = columns * COLUMNS_TO_BAND;
            for other in OTHER_BANDS[b] {
                let before = self.cand[4 * d + other];
                self.cand[4 * d + other] = before & !gone;
                changed |= ((before & gone != 0) as u64) << (4 * d + other);
            }
            *dirty |= changed & !(1 << i);
        }
        true
    }

    /// Runs band updates until no band changes. False on a contradiction.
    #[inline]
    fn propagate(&mut self) -> bool {
        let mut dirty = self.dirty;
        self.dirty = 0;
        while dirty != 0 {
            let i = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            if !self.update(i >> 2, i & 3, &mut dirty) {
                return false;
            }
        }
        true
    }

    /// Counts candidates per open cell (bit-sliced over the nine digits) and
    /// places naked singles; with none, returns the bivalue cells of each band.
    #[inline]
    fn scan(&mut self) -> Scan {
        let mut placed = false;
        let mut pairs = [0u32; 3];
        for (b, band_pairs) in pairs.iter_mut().enumerate() {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let a = self.cand[4 * d + b];
                three |= two & a;
                two |= one & a;
                one |= a;
            }
            if one != BAND {
                return Scan::Dead;
            }
            let open = self.open_cells[b];
            let mut singles = one & !two & open;
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles ^= bit;
                // An earlier single of this pass may have taken the digit away.
                let Some(d) = (0..9).find(|&d| self.cand[4 * d + b] & bit != 0) else {
                    return Scan::Dead;
                };
                self.place(d, b, bit);
                placed = true;
            }
            *band_pairs = two & !three & open;
        }
        if placed {
            Scan::Placed
        } else {
            Scan::Stuck(pairs)
        }
    }

    /// The cell to guess in: the bivalue cell with the best score, two
    /// points per open peer and one per bivalue peer (a crowded cell: either
    /// digit removes much; measured, this beats scoring by the candidates
    /// its digits remove, and costs less). With no bivalue cell, the first
    /// open cell.
    #[inline]
    fn choose_guess(&self, pairs: [u32; 3]) -> Option<(usize, u32)> {
        let mut best = None;
        let mut best_score = 0;
        for (b, &band_pairs) in pairs.iter().enumerate() {
            let mut rest = band_pairs;
            while rest != 0 {
                let pos = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let peers = &PEERS[27 * b + pos];
                let score = 2 * count_peers(&self.open_cells, b, pos, peers[b])
                    + count_peers(&pairs, b, pos, peers[b]);
                if score >= best_score {
                    best_score = score;
                    best = Some((b, 1 << pos));
                }
            }
        }
        best.or_else(|| {
            let b = self.open_cells.iter().position(|&open| open != 0)?;
            Some((b, self.open_cells[b] & self.open_cells[b].wrapping_neg()))
        })
    }

    /// The stack pass: in each stack of boxes a digit's three minicolumns
    /// (its column segments in the three boxes) form a permutation too; clear
    /// the minicolumns that no possible permutation uses. Returns whether any
    /// band changed.
    #[inline]
    fn stacks(&mut self) -> bool {
        let mut changed = false;
        for d in 0..9 {
            let (a0, a1, a2) = (self.cand[4 * d], self.cand[4 * d + 1], self.cand[4 * d + 2]);
            // The digit's minicolumns as a band-shaped word: "row" b is band
            // b's column occupancy, "box" s is stack s.
            let columns = (a0 | a0 >> 9 | a0 >> 18) & 0x1ff
                | ((a1 | a1 >> 9 | a1 >> 18) & 0x1ff) << 9
                | ((a2 | a2 >> 9 | a2 >> 18) & 0x1ff) << 18;
            let usable = permutation_cells(columns);
            if usable != columns {
                changed = true;
                for b in 0..3 {
                    let keep = (usable >> (9 * b)) & 0x1ff;
                    self.clear(4 * d + b, !(keep * COLUMNS_TO_BAND) & BAND);
                }
            }
        }
        changed
    }

    /// The digits of a solved grid, by cell index.
    fn digits(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for d in 0..9 {
            for b in 0..3 {
                let mut cells = self.cand[4 * d + b];
                while cells != 0 {
                    out[27 * b + cells.trailing_zeros() as usize] = d as u8 + 1;
                    cells &= cells - 1;
                }
            }
        }
        out
    }

    /// Depth-first search: band updates, naked singles, the stack pass, then a
    /// guess; counts solutions into `tally` until its limit. Recursion depth
    /// is the number of open guesses, a few dozen at most.
    pub fn search(&mut self, tally: &mut Tally) {
        loop {
            if !self.propagate() {
                return;
            }
            if self.solved() {
                if tally.first.is_none() {
                    tally.first = Some(self.digits());
                }
                tally.count += 1;
                return;
            }
            match self.scan() {
                Scan::Dead => return,
                Scan::Placed => {}
                Scan::Stuck(pairs) => {
                    if self.stacks() {
                        continue;
                    }
                    let Some((b, bit)) = self.choose_guess(pairs) else {
                        return;
                    };
                    // Try the cell's first digit in a copy; here, drop it and go on.
                    let Some(d) = (0..9).find(|&d| self.cand[4 * d + b] & bit != 0) else {
                        return;
                    };
                    let mut child = *self;
                    child.place(d, b, bit);
                    child.search(tally);
                    if tally.done() {
                        return;
                    }
                    self.clear(4 * d + b, bit);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic pseudo-random source (xorshift), for test data.
    struct Xorshift(u64);
    impl Xorshift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// The cells of a band word that some placement of the digit uses (one
    /// cell per row, the three in different boxes), by trying them all.
    fn band_cells_by_enumeration(a: u32) -> u32 {
        let mut usable = 0;
        for c0 in 0..9 {
            for c1 in 0..9 {
                for c2 in 0..9 {
                    let boxes_differ = c0 / 3 != c1 / 3 && c0 / 3 != c2 / 3 && c1 / 3 != c2 / 3;
                    let cells = 1 << c0 | 1 << (9 + c1) | 1 << (18 + c2);
                    if boxes_differ && a & cells == cells {
                        usable |= cells;
                    }
                }
            }
        }
        usable
    }

    #[test]
    fn band_shrink_keeps_exactly_the_usable_cells() {
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..3000 {
            // Sparse and dense bands alike.
            let a = (rng.next() as u32 | rng.next() as u32) & BAND;
            let b = a & rng.next() as u32;
            for band in [a, b, BAND, 0] {
                assert_eq!(
                    band & SHRINK[minirow_key(band)],
                    band_cells_by_enumeration(band),
                    "band {band:#029b}"
                );
            }
        }
    }

    #[test]
    fn permutation_cells_matches_enumeration() {
        let mut rng = Xorshift(12345);
        for _ in 0..3000 {
            let x = rng.next() as u32 & BAND;
            let mut expected = 0;
            for g in 0..3 {
                for perm in PERMUTATIONS {
                    let bits = (0..3).fold(0u32, |acc, r| acc | 1 << (9 * r + 3 * g + perm[r]));
                    if x & bits == bits {
                        expected |= bits;
                    }
                }
            }
            assert_eq!(permutation_cells(x), expected, "{x:#029b}");
        }
    }

    #[test]
    fn tables() {
        for cell in 0..81 {
            let count: u32 = PEERS[cell].iter().map(|p| p.count_ones()).sum();
            assert_eq!(count, 20);
            assert_eq!(PEERS[cell][cell / 27] & 1 << (cell % 27), 0);
        }
        assert_eq!(ROWS[0b101], 0x1ff | 0x1ff << 18);
        // The key names each of the 512 minirow patterns differently.
        let mut seen = [false; 512];
        for m in 0..512 {
            let key = minirow_key(minirow_cells(m));
            assert!(!seen[key]);
            seen[key] = true;
        }
    }

    #[test]
    fn count_peers_counts_row_column_and_box() {
        let all = [BAND; 3];
        // r5c5 (band 1, bit 13): 20 peers whatever the set.
        assert_eq!(count_peers(&all, 1, 13, PEERS[40][1]), 20);
        // Only column 5 in the other bands: 6 of them are peers.
        let column = [(1 << 4) * COLUMNS_TO_BAND, 0, (1 << 4) * COLUMNS_TO_BAND];
        assert_eq!(count_peers(&column, 1, 13, PEERS[40][1]), 6);
    }
}
