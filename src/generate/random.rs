//! Random material: a small seeded random generator, random solution grids,
//! and digging (taking givens away while the puzzle keeps one solution).
//! See the [module doc](super) for the picture.

use crate::brute;
use crate::grid::{Board, Cell, CellSet, Geometry};

/// A small deterministic random generator (xorshift64*), enough for shuffling.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        // Avoid the all-zero state, which xorshift never leaves.
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }
    /// A generator whose stream depends on every bit of `seed`: the seed
    /// goes through the mixing step of Vigna's SplitMix64 first. (`new`
    /// forces the low bit to 1, so seeds 2k and 2k+1 give the same stream;
    /// it stays as it is because the notebooks' puzzles come from it.)
    pub fn seeded(seed: u64) -> Rng {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        // xorshift never leaves the all-zero state.
        Rng(z.max(1))
    }
    /// A stream of its own for work on one puzzle (a repair, a climb),
    /// seeded by its digits and `basis` (an FNV-1a hash), so the main
    /// stream's candidates stay those a search without that work makes.
    pub(super) fn of_puzzle(digits: &[u8], basis: u64) -> Rng {
        Rng::seeded(digits.iter().fold(basis, |h, &d| {
            (h ^ u64::from(d)).wrapping_mul(0x0100_0000_01B3)
        }))
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `0..n`; 0 when `n` is 0 (an empty range has no other).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// Which clue pairs are removed together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    None,
    /// r,c and n-1-r,n-1-c together (the usual newspaper symmetry).
    Rotational,
}

/// A random solved grid of side `size` (4, 6 or 9), digits row by row: one
/// fixed grid (the search's first solution of an empty board), shuffled by
/// moves that keep a grid valid (bands, rows inside a band, stacks, columns
/// inside a stack, digits, and a transposition where boxes are square).
/// So every grid it gives is essentially that one grid. [`puzzle`] and
/// [`puzzles`] dig these, and the notebooks' puzzles come from them.
/// [`varied_solution`] draws from many grids.
pub fn random_solution(size: usize, rng: &mut Rng) -> Option<Vec<u8>> {
    let empty = Board::empty(size).ok()?;
    let base = brute::solve(&empty)?;
    shuffled(&empty, &base, rng)
}

/// A random solved grid of side `size` (4, 6 or 9), digits row by row, from
/// many essentially different grids: the boxes on the diagonal (which share
/// no row or column) get random permutations of the digits, the search
/// completes them, and the result is shuffled as [`random_solution`]
/// shuffles.
pub fn varied_solution(size: usize, rng: &mut Rng) -> Option<Vec<u8>> {
    let empty = Board::empty(size).ok()?;
    let geo = empty.geometry();
    let (br, bc) = (geo.box_rows, geo.box_cols);
    // A completion nearly always exists; a few draws make sure.
    for _ in 0..16 {
        let mut digits = vec![0u8; size * size];
        for k in 0..(size / br).min(size / bc) {
            let mut perm: Vec<u8> = (1..=size as u8).collect();
            rng.shuffle(&mut perm);
            for (i, d) in perm.into_iter().enumerate() {
                digits[(k * br + i / bc) * size + k * bc + i % bc] = d;
            }
        }
        let start = Board::from_values(size, &digits, true).ok()?;
        if let Some(base) = brute::solve(&start) {
            return shuffled(&empty, &base, rng);
        }
    }
    None
}

/// `base` (a solved grid the size of `empty`) with its bands, rows,
/// stacks, columns and digits shuffled, and transposed at random where
/// boxes are square.
fn shuffled(empty: &Board, base: &[u8], rng: &mut Rng) -> Option<Vec<u8>> {
    Some(Shuffle::draw(empty.geometry(), rng).apply(base))
}

/// A random move of those that keep a grid valid: bands, rows inside a
/// band, stacks, columns inside a stack, digits, and a transposition where
/// boxes are square. Applied alike to a puzzle and its solution, it keeps
/// the one the solution of the other.
#[derive(Clone, Debug)]
pub(super) struct Shuffle {
    size: usize,
    /// Row `r` of the result is row `rows[r]` of the original.
    rows: Vec<usize>,
    cols: Vec<usize>,
    /// Digit `d` becomes `relabel[d - 1]`.
    relabel: Vec<u8>,
    transpose: bool,
}

impl Shuffle {
    /// A random shuffle of grids of `geo`'s size.
    pub(super) fn draw(geo: &Geometry, rng: &mut Rng) -> Shuffle {
        let size = geo.size;
        let (br, bc) = (geo.box_rows, geo.box_cols);
        // Row order: shuffle bands (groups of br rows), then rows inside each band.
        let mut bands: Vec<usize> = (0..size / br).collect();
        rng.shuffle(&mut bands);
        let mut rows = Vec::with_capacity(size);
        for b in bands {
            let mut inside: Vec<usize> = (0..br).map(|k| b * br + k).collect();
            rng.shuffle(&mut inside);
            rows.extend(inside);
        }
        let mut stacks: Vec<usize> = (0..size / bc).collect();
        rng.shuffle(&mut stacks);
        let mut cols = Vec::with_capacity(size);
        for s in stacks {
            let mut inside: Vec<usize> = (0..bc).map(|k| s * bc + k).collect();
            rng.shuffle(&mut inside);
            cols.extend(inside);
        }
        let mut relabel: Vec<u8> = (1..=size as u8).collect();
        rng.shuffle(&mut relabel);
        // Transposing keeps a grid valid only when boxes are square.
        let transpose = br == bc && rng.below(2) == 1;
        Shuffle {
            size,
            rows,
            cols,
            relabel,
            transpose,
        }
    }

    /// `digits` (a grid or a puzzle, 0 for an open cell) shuffled.
    pub(super) fn apply(&self, digits: &[u8]) -> Vec<u8> {
        let size = self.size;
        let mut out = vec![0u8; size * size];
        for r in 0..size {
            for c in 0..size {
                // The shuffled grid at (r, c), read across the diagonal if transposing.
                let (pr, pc) = if self.transpose { (c, r) } else { (r, c) };
                let d = digits[self.rows[pr] * size + self.cols[pc]];
                out[r * size + c] = match d {
                    0 => 0,
                    d => self.relabel[usize::from(d) - 1],
                };
            }
        }
        out
    }
}

/// One puzzle of side `size` with exactly one solution, minimal for its
/// removal order (see [`dig`]).
pub fn puzzle(size: usize, symmetry: Symmetry, rng: &mut Rng) -> Option<Board> {
    let solution = random_solution(size, rng)?;
    let order = dig_order(size, rng);
    let mut digits = solution;
    dig(size, &mut digits, symmetry, &order, |_| ());
    Board::from_values(size, &digits, true).ok()
}

/// Every cell index `0..size*size` in a random order: the order [`dig`]
/// tries to take givens away in.
pub fn dig_order(size: usize, rng: &mut Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..size * size).collect();
    rng.shuffle(&mut order);
    order
}

/// The cells removed together with cell `i` (row by row index): `i` itself,
/// and with [`Symmetry::Rotational`] its mirror through the centre (the
/// same cell for the centre of an odd-sized grid).
/// A cell outside the grid is its own orbit.
pub fn orbit(size: usize, symmetry: Symmetry, i: usize) -> [usize; 2] {
    match (symmetry, size.checked_mul(size)) {
        (Symmetry::Rotational, Some(cells)) if i < cells => [i, cells - 1 - i],
        _ => [i, i],
    }
}

/// Whether `digits` (row by row, 0 = empty) have exactly one solution.
pub fn has_one_solution(size: usize, digits: &[u8]) -> bool {
    if let (9, Ok(nine)) = (size, <&[u8; 81]>::try_from(digits)) {
        return brute::count_solutions_9x9(nine, 2) == 1;
    }
    Board::from_values(size, digits, true)
        .map(|b| brute::count_solutions(&b, 2) == 1)
        .unwrap_or(false)
}

/// Whether `digits`, which had one solution with `kept` in cells `[a, b]`
/// (now emptied), still have only that one: no solution has another digit
/// in either cell. On 9x9 that is one search for a single solution per
/// cell, about twice as fast as counting to two.
pub(super) fn still_one_solution(
    size: usize,
    digits: &[u8],
    [a, b]: [usize; 2],
    kept: (u8, u8),
) -> bool {
    match <&[u8; 81]>::try_from(digits) {
        Ok(nine) if size == 9 => {
            let keeps = |cell, digit| {
                forced_9x9(nine, cell, digit) || !brute::solves_without_9x9(nine, cell, digit)
            };
            keeps(a, kept.0) && (a == b || keeps(b, kept.1))
        }
        _ => has_one_solution(size, digits),
    }
}

/// Whether the givens `digits` (9x9, 0 = empty) force `digit` into the
/// empty cell `cell` at a glance: every other digit stands in one of its
/// peers (a naked single), or every other open cell of one of its houses
/// sees `digit` (a hidden single; the cell held `digit` in a solution, so
/// no given of its houses does). Then every solution has it there, and
/// the exact search can be skipped: most removals early in a dig are such.
fn forced_9x9(digits: &[u8; 81], cell: usize, digit: u8) -> bool {
    let Ok(at) = Cell::try_from_index(cell) else {
        return false;
    };
    let geo = Geometry::nine();
    let peers = geo.peers(at);
    let seen = peers
        .iter()
        .fold(0u16, |seen, p| seen | 1 << digits[p.index()]);
    if (seen | 1 << digit | 1) == 0x3FF {
        return true;
    }
    let (mut open, mut sees) = (CellSet::EMPTY, CellSet::EMPTY);
    for (i, &d) in digits.iter().enumerate() {
        if d == 0 {
            open.0 |= 1 << i;
        } else if d == digit {
            sees |= geo.peers(Cell::from_index(i as u8));
        }
    }
    open.remove(at);
    geo.houses_of(at)
        .iter()
        .any(|&h| (geo.house(h) & open).is_subset(sees))
}

/// Takes givens away from `digits` in `order` (with their mirror under
/// `symmetry`), putting back any whose removal allows a second solution.
/// `removed` hears of every orbit taken away, in turn (its first cell).
/// Cells outside the grid, or digits of the wrong length, are left alone.
/// Afterwards no orbit tried can go: once a removal loses uniqueness it
/// loses it for every smaller set of givens too, so the result is minimal
/// (for single givens, or for orbits under symmetry).
pub fn dig(
    size: usize,
    digits: &mut [u8],
    symmetry: Symmetry,
    order: &[usize],
    mut removed: impl FnMut(usize),
) {
    // Each removal below keeps one solution, so it can be tested as "no
    // other solution" once the start has exactly one.
    let one_at_start = has_one_solution(size, digits);
    for &i in order {
        if digits.get(i).copied().unwrap_or(0) == 0 || Some(digits.len()) != size.checked_mul(size)
        {
            continue;
        }
        let [a, b] = orbit(size, symmetry, i);
        let kept = (digits[a], digits[b]);
        digits[a] = 0;
        digits[b] = 0;
        let unique = if one_at_start {
            still_one_solution(size, digits, [a, b], kept)
        } else {
            has_one_solution(size, digits)
        };
        if unique {
            removed(i);
        } else {
            digits[a] = kept.0;
            digits[b] = kept.1;
        }
    }
}

/// `count` 9x9 puzzles from `seed` (rotationally symmetric), for labs and examples.
pub fn puzzles(seed: u64, count: usize) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    (0..count)
        .filter_map(|_| puzzle(9, Symmetry::Rotational, &mut rng))
        .collect()
}

/// The solution grid of a generated board as a board of placed digits
/// (useful for checks in notebooks).
pub fn solved_board(board: &Board) -> Option<Board> {
    let digits = brute::solve(board)?;
    let mut b = board.clone();
    let cells: Vec<Cell> = b.geometry().cells().collect();
    for (k, &c) in cells.iter().enumerate() {
        if b.value(c).is_none() {
            b.place(c, digits[k]).ok()?;
        }
    }
    Some(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_grids_are_valid() {
        let mut rng = Rng::new(7);
        for size in [4, 6, 9] {
            for _ in 0..5 {
                for g in [
                    random_solution(size, &mut rng),
                    varied_solution(size, &mut rng),
                ] {
                    let b = Board::from_values(size, &g.unwrap(), true).unwrap();
                    assert!(b.is_solved(), "size {size}");
                }
            }
        }
    }

    /// Every random grid is the one fixed grid shuffled (docs/generating.md
    /// says so): a count that shuffles keep, the deadly rectangles (`a b /
    /// b a` in two rows, two columns and two boxes), is 16 for each of
    /// them.
    #[test]
    fn random_grids_are_one_grid_shuffled_varied_ones_are_not() {
        // The count, proven equal to the swaps in plant's own test.
        let deadly = crate::generate::plant::deadly_rectangles;
        let mut rng = Rng::new(11);
        for _ in 0..10 {
            assert_eq!(deadly(&random_solution(9, &mut rng).unwrap()), 16);
        }
        // Varied grids are essentially different: their counts differ.
        let mut counts: Vec<usize> = (0..30)
            .map(|_| deadly(&varied_solution(9, &mut rng).unwrap()))
            .collect();
        counts.sort_unstable();
        counts.dedup();
        assert!(counts.len() >= 6, "{counts:?}");
    }

    #[test]
    fn puzzles_are_unique_minimal_for_order_and_symmetric() {
        let mut rng = Rng::new(2026);
        for size in [4, 6, 9] {
            let p = puzzle(size, Symmetry::Rotational, &mut rng).unwrap();
            assert_eq!(brute::count_solutions(&p, 2), 1);
            let n = size;
            for c in p.geometry().cells() {
                let mate = Cell::new(n - 1 - c.row(), n - 1 - c.col());
                assert_eq!(p.value(c).is_some(), p.value(mate).is_some(), "{c}");
            }
        }
        let mut rng = Rng::new(1);
        let p = puzzle(9, Symmetry::None, &mut rng).unwrap();
        // Minimal: taking any single clue away allows a second solution.
        let digits = p.values();
        for i in 0..81 {
            if digits[i] != 0 {
                let mut d = digits.clone();
                d[i] = 0;
                let b = Board::from_values(9, &d, true).unwrap();
                assert!(brute::count_solutions(&b, 2) >= 2);
            }
        }
    }

    #[test]
    fn odd_sizes_and_cells_are_answered_not_panicked_on() {
        assert_eq!(orbit(9, Symmetry::Rotational, 0), [0, 80]);
        assert_eq!(orbit(9, Symmetry::Rotational, 40), [40, 40]);
        assert_eq!(orbit(9, Symmetry::Rotational, 81), [81, 81]);
        assert_eq!(orbit(usize::MAX, Symmetry::Rotational, 3), [3, 3]);
        assert!(!has_one_solution(5, &[1, 2, 3]));
        assert!(!has_one_solution(9, &[0; 80]));
        let mut digits = vec![1u8; 5];
        dig(9, &mut digits, Symmetry::Rotational, &[0, 3, 100], |_| ());
        assert_eq!(digits, [1; 5]);
    }

    /// Along 30 digs (random grids, seeds 1-30), each removal tried: where
    /// the givens force the digit at a glance, the exact search agrees that
    /// no other digit fits there; the glance settles many removals, not all.
    #[test]
    fn a_forced_digit_is_the_only_one_that_fits() {
        let (mut forced, mut searched) = (0, 0);
        for seed in 1..=30 {
            let mut rng = Rng::new(seed);
            let mut digits = random_solution(9, &mut rng).expect("a grid");
            for i in dig_order(9, &mut rng) {
                let kept = digits[i];
                digits[i] = 0;
                let nine: &[u8; 81] = digits.as_slice().try_into().expect("81 cells");
                let other = brute::solves_without_9x9(nine, i, kept);
                if forced_9x9(nine, i, kept) {
                    assert!(!other, "seed {seed}: cell {i} forced to {kept}, yet not");
                    forced += 1;
                } else {
                    searched += 1;
                }
                if other {
                    digits[i] = kept;
                }
            }
        }
        println!("{forced} removals forced at a glance, {searched} searched");
        assert!(forced > 30 * 30 && searched > 30 * 10);
        // Cells off the grid are never forced.
        assert!(!forced_9x9(&[0; 81], 81, 1));
    }

    #[test]
    fn seeded_streams_differ_for_neighbouring_seeds() {
        // `new` shares a stream between 4 and 5; `seeded` does not.
        assert_eq!(Rng::new(4).next_u64(), Rng::new(5).next_u64());
        let firsts: Vec<u64> = (0..64).map(|s| Rng::seeded(s).next_u64()).collect();
        let mut distinct = firsts.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), firsts.len());
    }

    #[test]
    fn same_seed_same_puzzles() {
        let a = puzzles(42, 3);
        let b = puzzles(42, 3);
        assert_eq!(a.len(), 3);
        assert_eq!(a, b);
        assert_ne!(a[0], a[1]);
        assert!(solved_board(&a[0]).unwrap().is_solved());
    }
}
