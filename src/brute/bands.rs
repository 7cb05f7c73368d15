//! The 9x9 search on a band-oriented bit board.
//!
//! The idea of keeping, for each digit, the 81 cells as three 27-bit bands
//! and solving a band by table look-ups comes from Zhou Yundong's solver and
//! its descendant JCZSolve; this is an independent implementation of that idea.
//!
//! ## Layout
//!
//! `cand[d * 4 + b]` holds the cells of band `b` (rows `3b..3b+3`) where digit
//! `d + 1` may still go, *including* the cell where it is already placed. Bit
//! `9 * r + c` is row `3b + r`, column `c`, so a band is three 9-bit rows:
//!
//! ```text
//!   bit  0.. 8   row 3b      | box 3b | box 3b+1 | box 3b+2 |
//!   bit  9..17   row 3b+1    |  (the three 3-bit segments of a row are its
//!   bit 18..26   row 3b+2    |   "minirows", one per box of the band)
//! ```
//!
//! ## One band update (digit d, band b)
//!
//! Inside a band, the digit sits once in each row and once in each box, so its
//! three minirows form a permutation (row 0 -> some box, row 1 -> another, ...).
//! Of the six permutations only those whose minirows all still hold candidates
//! are possible; every minirow not used by one of them is cleared
//! ([`SHRINK`]). That one look-up does pointing/claiming (locked candidates)
//! and finds hidden singles of rows and boxes: a box with one cell forces its
//! row, which then has one cell left. A row left with a single cell is a
//! placement: the cell is cleared for the other eight digits and its column is
//! cleared in the two other bands of the digit.
//!
//! Updates repeat while any band changed. Then a scan over the cells
//! (bit-sliced counting of the nine digit bands) finds empty cells (dead end),
//! naked singles (placed, then back to the updates) and bivalue cells, the
//! best places to guess.

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// Multiplying a 9-bit column set by this copies it into the three rows of a band.
const COLUMNS_TO_BAND: u32 = 1 | 1 << 9 | 1 << 18;

/// For a 9-bit row, which of its three segments (minirows) hold a bit: 3 bits.
static SEGMENTS: [u8; 512] = build_segments();

/// For the 9-bit minirow occupancy of a band (bit `3 * row + box`), the band
/// cells lying on a minirow that some permutation of occupied minirows uses.
/// 0 when no permutation fits: the digit cannot be placed in this band.
static SHRINK: [u32; 512] = build_shrink();

/// For a 3x3 occupancy pattern (bit `3 * i + j`), the bits used by some
/// permutation (a one in each row and column) lying inside the pattern.
static PERMUTATION_UNION: [u16; 512] = build_permutation_union();

/// The cells of the rows named by a 3-bit row set, within a band.
static ROWS: [u32; 8] = build_rows();

/// For each cell, its peers (the cell excluded) as three band masks.
static PEERS: [[u32; 3]; 81] = build_peers();

/// Bit `4 * d + b` for every digit index `d` and band `b`.
const ALL_BANDS: u64 = 0x7_7777_7777;

/// Bit `4 * d + b` for every digit index `d`, per band `b`.
const DIGITS_OF_BAND: [u64; 3] = [0x1_1111_1111, 0x2_2222_2222, 0x4_4444_4444];

/// For each band, the two other bands.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

const fn build_segments() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut seg = 0;
        while seg < 3 {
            if (row >> (3 * seg)) & 7 != 0 {
                t[row] |= 1 << seg;
            }
            seg += 1;
        }
        row += 1;
    }
    t
}

const fn build_permutation_union() -> [u16; 512] {
    let mut t = [0u16; 512];
    let mut occupied: usize = 0;
    while occupied < 512 {
        let mut usable = 0usize;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let bits = 1 << perm[0] | 1 << (3 + perm[1]) | 1 << (6 + perm[2]);
            if occupied & bits == bits {
                usable |= bits;
            }
            p += 1;
        }
        t[occupied] = usable as u16;
        occupied += 1;
    }
    t
}

/// The six ways to give each of three rows its own column (box).
const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The minirows of a band that hold a bit, as a 9-bit key: bit `3 * box + row`.
/// (A fold that needs no table: after marking each minirow's lowest bit, the
/// rows' marks are shifted onto distinct positions.)
#[inline(always)]
const fn minirow_key(a: u32) -> usize {
    let marks = (a | a >> 1 | a >> 2) & 0x1249249; // bits 9r + 3b
    ((marks | marks >> 8 | marks >> 16) & 0x1ff) as usize
}

const fn build_shrink() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        // The band made of every cell of the occupied minirows (bit 3 * row + box)
        let mut band = 0u32;
        let mut m = 0;
        while m < 9 {
            if occupied & (1 << m) != 0 {
                band |= 7 << (9 * (m / 3) + 3 * (m % 3));
            }
            m += 1;
        }
        let usable = PERMUTATION_UNION[occupied] as usize;
        let mut mask = 0u32;
        let mut m = 0;
        while m < 9 {
            if usable & (1 << m) != 0 {
                mask |= 7 << (9 * (m / 3) + 3 * (m % 3));
            }
            m += 1;
        }
        t[minirow_key(band)] = mask;
        occupied += 1;
    }
    t
}

/// For a band-shaped word (three 9-bit rows, each three 3-bit groups), the
/// bits that lie on a permutation inside their 3x3 group block: bit (row r,
/// group g, position j) is kept if set and if the other two rows can take the
/// other two positions of group g, one each. Done for the three blocks at
/// once with rotations: `next_row` moves row r+1 onto row r, `next_pos` moves
/// position j+1 onto position j within every group.
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
    // The own band's peers, and the column in the two other bands (bits 0,
    // 9, 18 after the shift), packed in one word for a single count.
    let own = (set[b] & own_peers) as u64;
    let up = ((set[k1] >> col) & COLUMNS_TO_BAND) as u64;
    let down = ((set[k2] >> col) & COLUMNS_TO_BAND) as u64;
    (own | up << 27 | down << 28).count_ones()
}

const fn build_shrink_old() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut occupied: usize = 0;
    while occupied < 512 {
        let mut usable = 0usize; // minirow bits used by a fitting permutation
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let bits = 1 << perm[0] | 1 << (3 + perm[1]) | 1 << (6 + perm[2]);
            if occupied & bits == bits {
                usable |= bits;
            }
            p += 1;
        }
        let mut mask = 0u32;
        let mut m = 0;
        while m < 9 {
            if usable & (1 << m) != 0 {
                let (row, bx) = (m / 3, m % 3);
                mask |= 7 << (9 * row + 3 * bx);
            }
            m += 1;
        }
        t[occupied] = mask;
        occupied += 1;
    }
    t
}

const fn build_rows() -> [u32; 8] {
    let mut t = [0u32; 8];
    let mut set = 0;
    while set < 8 {
        let mut r = 0;
        while r < 3 {
            if set & (1 << r) != 0 {
                t[set] |= 0x1ff << (9 * r);
            }
            r += 1;
        }
        set += 1;
    }
    t
}

const fn build_peers() -> [[u32; 3]; 81] {
    let mut t = [[0u32; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, col) = (cell / 9, cell % 9);
        let mut other = 0;
        while other < 81 {
            let (r, c) = (other / 9, other % 9);
            let same_box = r / 3 == row / 3 && c / 3 == col / 3;
            if other != cell && (r == row || c == col || same_box) {
                t[cell][other / 27] |= 1 << (other % 27);
            }
            other += 1;
        }
        cell += 1;
    }
    t
}

/// Counts solutions up to a limit and keeps the first one found.
pub(super) struct Tally {
    pub limit: usize,
    pub count: usize,
    /// The first solution, digits 1..=9 by cell index.
    pub first: Option<[u8; 81]>,
}

impl Tally {
    pub fn new(limit: usize) -> Tally {
        Tally {
            limit,
            count: 0,
            first: None,
        }
    }
    #[inline]
    fn done(&self) -> bool {
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

/// A 9x9 position for the search: candidates per digit and band, plus what is placed.
#[derive(Clone, Copy)]
pub(super) struct BandGrid {
    /// Cells where digit `d + 1` may go (or is placed): index `d * 4 + band`.
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
        BandGrid {
            cand: [BAND; 36],
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
                grid.cand[d * 4 + b] = (cells >> (27 * b)) as u32 & BAND;
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
        for (cell, &v) in digits.iter().enumerate() {
            if v == 0 {
                continue;
            }
            if v > 9 {
                return None;
            }
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
                let i = d * 4 + b;
                self.cand[i] = (self.cand[i] & !seen[d][b] & !filled[b]) | placed[d][b];
            }
        }
        for b in 0..3 {
            self.open_cells[b] = BAND & !filled[b];
        }
        Some(self)
    }

    /// Puts digit `d + 1` in cell `bit` of band `b` during the search: the
    /// cell loses its other digits and the rest of its row loses `d + 1`; the
    /// band updates that follow do the rest.
    #[inline]
    fn place(&mut self, d: usize, b: usize, bit: u32) {
        for e in 0..9 {
            self.clear(e * 4 + b, bit);
        }
        let row = ROWS[1 << (bit.trailing_zeros() / 9)];
        self.clear(d * 4 + b, row);
        self.cand[d * 4 + b] |= bit;
    }

    /// Removes `cells` from band `i` (`4 * d + b`), marking it for an update if it changed.
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
        let i = d * 4 + b;
        let mut a = self.cand[i];
        a &= SHRINK[minirow_key(a)];
        if a == 0 {
            return false;
        }
        self.cand[i] = a;
        // After the shrink no row is empty; a row with one cell is a placement.
        let (r0, r1, r2) = (a & 0x1ff, (a >> 9) & 0x1ff, a >> 18);
        let single_rows = (r0 & (r0 - 1) == 0) as u32
            | ((r1 & (r1 - 1) == 0) as u32) << 1
            | ((r2 & (r2 - 1) == 0) as u32) << 2;
        let fresh = single_rows & (self.open_rows[b] >> (3 * d)) & 7;
        if fresh != 0 {
            self.open_rows[b] &= !(fresh << (3 * d));
            let cells = a & ROWS[fresh as usize];
            self.open_cells[b] &= !cells;
            let mut changed = 0u64;
            if cells & (cells - 1) == 0 {
                // One cell: another digit losing it needs an update only if
                // that leaves its row with one cell or its minirow empty.
                let pos = cells.trailing_zeros();
                let row = 0x1ff << (pos - pos % 9);
                let minirow = 7 << (pos - pos % 3);
                for e in 0..9 {
                    let before = self.cand[e * 4 + b];
                    let after = before & !cells;
                    self.cand[e * 4 + b] = after;
                    let rest = after & row;
                    let news = (rest & rest.wrapping_sub(1)) == 0 || after & minirow == 0;
                    changed |= ((before & cells != 0 && news) as u64) << (4 * e);
                }
            } else {
                for e in 0..9 {
                    let before = self.cand[e * 4 + b];
                    self.cand[e * 4 + b] = before & !cells;
                    changed |= ((before & cells != 0) as u64) << (4 * e);
                }
            }
            changed <<= b;
            self.cand[i] = a;
            let columns = (cells | cells >> 9 | cells >> 18) & 0x1ff;
            let gone = columns * COLUMNS_TO_BAND;
            for other in OTHER_BANDS[b] {
                let before = self.cand[d * 4 + other];
                self.cand[d * 4 + other] = before & !gone;
                changed |= ((before & gone != 0) as u64) << (d * 4 + other);
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
        for b in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let a = self.cand[d * 4 + b];
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
                let Some(d) = (0..9).find(|&d| self.cand[d * 4 + b] & bit != 0) else {
                    return Scan::Dead;
                };
                self.place(d, b, bit);
                placed = true;
            }
            pairs[b] = two & !three & open;
        }
        if placed {
            Scan::Placed
        } else {
            Scan::Stuck(pairs)
        }
    }

    /// The cell to guess in: of the bivalue cells, the one whose digits
    /// have the most candidates among its peers (the guess that removes the
    /// most); with no bivalue cell, the first open cell.
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

    /// Places hidden singles of columns (a digit with one cell left in a
    /// column), which the row-oriented band updates do not see.
    fn column_singles(&mut self) -> bool {
        let mut placed = false;
        for d in 0..9 {
            let (mut once, mut twice, mut done) = (0u32, 0u32, 0u32);
            for b in 0..3 {
                let a = self.cand[d * 4 + b];
                let (r0, r1, r2) = (a & 0x1ff, (a >> 9) & 0x1ff, a >> 18);
                let here = r0 | r1 | r2;
                twice |= (r0 & r1) | (r0 & r2) | (r1 & r2) | (once & here);
                once |= here;
                let p = a & !self.open_cells[b];
                done |= p | p >> 9 | p >> 18;
            }
            let mut singles = once & !twice & !done & 0x1ff;
            while singles != 0 {
                let col = singles & singles.wrapping_neg();
                singles ^= col;
                let band_col = col * COLUMNS_TO_BAND;
                for b in 0..3 {
                    let cell = self.cand[d * 4 + b] & band_col;
                    if cell != 0 {
                        self.place(d, b, cell);
                        placed = true;
                    }
                }
            }
        }
        placed
    }

    /// The stack (column) view of each digit: in a stack the digit's three
    /// minicolumns (column segments inside a box) form a permutation too; clear
    /// the minicolumns that no possible permutation uses. Returns whether any
    /// band changed.
    #[inline]
    fn stacks(&mut self) -> bool {
        let mut changed = false;
        for d in 0..9 {
            let (a0, a1, a2) = (self.cand[d * 4], self.cand[d * 4 + 1], self.cand[d * 4 + 2]);
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
                    self.clear(d * 4 + b, !(keep * COLUMNS_TO_BAND) & BAND);
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
                let mut cells = self.cand[d * 4 + b];
                while cells != 0 {
                    out[27 * b + cells.trailing_zeros() as usize] = d as u8 + 1;
                    cells &= cells - 1;
                }
            }
        }
        out
    }

    /// Depth-first search: propagate, place naked singles, guess; counts
    /// solutions into `tally` until its limit.
    pub fn search(&mut self, tally: &mut Tally) {
        NODES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
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
                    let Some(d) = (0..9).find(|&d| self.cand[d * 4 + b] & bit != 0) else {
                        return;
                    };
                    let mut child = *self;
                    child.place(d, b, bit);
                    child.search(tally);
                    if tally.done() {
                        return;
                    }
                    self.clear(d * 4 + b, bit);
                }
            }
        }
    }
}

pub static NODES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
pub static UPDATES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
pub static PASSES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
pub static SCANS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

const LIMIT: usize = 8;
