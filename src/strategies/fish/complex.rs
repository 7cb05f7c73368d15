//! # Franken and mutant fish
//!
//! A fish never needed rows and columns. Take `n` base houses and `n`
//! cover houses of any kind, no house in both. If no fin holds the digit,
//! each base house puts it in one of its candidates inside the covers; those
//! `n` cells are distinct (a candidate in two base houses, an *endo fin*,
//! counts as a fin), and a cover house holds the digit once, so each cover
//! gets exactly one of them. The rest of the covers loses the digit, and so
//! does a base candidate in two covers (it would fill two covers at once:
//! *cannibalism*). The kinds of houses name the fish (as HoDoKu does):
//!
//! ```text
//!            base houses              cover houses
//!  basic     rows                     columns              (or turned)
//!  franken   rows, maybe with boxes   columns, maybe boxes (or turned)
//!  mutant    any other mix: rows with columns, boxes alone, ...
//!
//!  Franken X-Wing on 7: base row 2 and box 7, covers columns 1 and 3.
//!      c1 c2 c3
//!  r2   7  .  7 | .  .  . | .  .  .    Row 2 and box 7 each put their 7 in
//!  r4   .  .  x                        column 1 or 3, and not in the same
//!  r5   x  .  .                        one: columns 1 and 3 get their 7
//!  r7   7  .  .                        from them, so r4c3 and r5c1 lose 7.
//!  r8   .  .  7
//! ```
//!
//! A mutant example (HoDoKu's regression case): base rows 3 and 6 and
//! columns 1 and 5, covers rows 1 and 8, column 6 and box 4, fin r3c9: a
//! Finned Mutant Jellyfish. The predicate is the basic fish's
//! ([`is_fish`]); this file finds them for
//! [`find_fish`](super::find_fish).
//!
//! The registry lists every kind, sizes 2 to 4 (one type each, in
//! [`find`](super::find)), and the siamese pairs, and
//! the finned mutant fish of sizes 5 and 6 (Squirmbag, Whale: HoDoKu's
//! regression library tests them; a basic fish that big is only the
//! complement of a smaller one, but a mutant one mixes house kinds). The
//! franken and mutant ones stay out of the default solvers
//! (their declarations' `left_out`): their search takes 0.1 to 40 ms a position
//! (about 70 ms at sizes 5 and 6) against microseconds for the others, and
//! a position holds dozens of them, most removing nothing.
//!
//! ## The search
//!
//! Looping over every set of the 27 houses would take minutes, so this file
//! searches (HoDoKu's classification of the houses is `shape`).
//!
//! The search takes every set of base houses and builds the covers cell by
//! cell: the first base candidate still open is either covered by one of its
//! three houses or declared a fin, each choice once (a house passed over for
//! one candidate is not taken later, so no cover set is built twice). Like
//! HoDoKu by default, it allows at most [`MAX_FINS`] fins, of which at most
//! [`MAX_ENDO_FINS`] endo fins. It also builds only covers that each hold a
//! base candidate not already covered: a cover that only doubles up on the
//! others leaves too few covers for the base, so such "fish" only ever
//! prove that one of their fins is true.

use super::anatomy::shape;
use super::fish::{is_fish, Fish, FishKind, FishOptions};
use crate::grid::{Board, CellSet, Geometry, House};
use crate::strategies::combinations::for_each_combination;

/// Most fins (exo and endo) a fish found by the search may have (HoDoKu's default).
pub const MAX_FINS: usize = 5;
/// Most endo fins a fish found by the search may have (HoDoKu's default).
pub const MAX_ENDO_FINS: usize = 2;

/// Appends every franken and mutant fish of `size` base houses that
/// `options` asks for: digits in order; for a franken-only search, base
/// rows (and boxes) before base columns (and boxes); base house sets in
/// lexicographic order of houses (rows, columns, boxes); then covers in
/// search order.
pub(super) fn find_complex_fish(
    board: &Board,
    size: usize,
    options: FishOptions,
    out: &mut Vec<Fish>,
) {
    let geo = board.geometry();
    let n = geo.size;
    // Houses as bits, by their place in the fixed layout (rows from bit 0,
    // columns from bit 9, boxes from bit 18).
    let span = |from: usize| ((1u32 << n) - 1) << from;
    let (rows, columns, boxes) = (span(0), span(9), span(18));
    let mutant = options.allows(FishKind::Mutant) || options.allows(FishKind::FinnedMutant);
    // (houses allowed in the base, houses allowed in the covers)
    let passes: &[(u32, u32)] = if mutant {
        &[(rows | columns | boxes, rows | columns | boxes)]
    } else {
        &[
            (rows | boxes, columns | boxes),
            (columns | boxes, rows | boxes),
        ]
    };
    for digit in 1..=n as u8 {
        let cands = board.digit_cells(digit) & geo.all_cells;
        for &(base_allowed, cover_allowed) in passes {
            let mut open = [House::default(); 27];
            let mut count = 0;
            for h in geo.houses() {
                if base_allowed & bit(h) != 0 && cands.intersects(geo.house(h)) {
                    open[count] = h;
                    count += 1;
                }
            }
            let mut search = Search {
                board,
                geo,
                digit,
                size,
                cands,
                options,
                cover_allowed,
                base: [House::default(); 9],
                covers: [House::default(); 9],
                base_cands: CellSet::EMPTY,
                endo: CellSet::EMPTY,
                base_kinds: 0,
                max_fins: if options.allows(FishKind::FinnedFranken)
                    || options.allows(FishKind::FinnedMutant)
                {
                    MAX_FINS
                } else {
                    0
                },
                out: &mut *out,
            };
            for_each_combination(&open[..count], size, |base| search.start(base));
        }
    }
}

/// Kind bit of house `h` (1 row, 2 column, 4 box), as [`shape`] wants.
fn kind_bit(h: House) -> u8 {
    1 << (h.kind() as u8)
}

/// A house as a bit of a set of houses.
fn bit(h: House) -> u32 {
    1 << h.index()
}

struct Search<'a> {
    board: &'a Board,
    geo: &'static Geometry,
    digit: u8,
    size: usize,
    cands: CellSet,
    options: FishOptions,
    /// Houses allowed as covers, as bits.
    cover_allowed: u32,
    base: [House; 9],
    covers: [House; 9],
    base_cands: CellSet,
    /// Base candidates in two base houses.
    endo: CellSet,
    /// Kind bits of the base houses (see [`shape`]).
    base_kinds: u8,
    /// Most fins allowed: 0 when only unfinned kinds are wanted.
    max_fins: usize,
    out: &'a mut Vec<Fish>,
}

impl Search<'_> {
    fn start(&mut self, base: &[House]) {
        let (mut base_cands, mut endo, mut banned) = (CellSet::EMPTY, CellSet::EMPTY, 0u32);
        self.base_kinds = 0;
        for (i, &h) in base.iter().enumerate() {
            let in_house = self.cands & self.geo.house(h);
            endo |= base_cands & in_house;
            base_cands |= in_house;
            banned |= bit(h);
            self.base[i] = h;
            self.base_kinds |= kind_bit(h);
        }
        if endo.len() > MAX_ENDO_FINS.min(self.max_fins)
            || (!endo.is_empty() && !self.may_eliminate(endo))
        {
            return;
        }
        self.base_cands = base_cands;
        self.endo = endo;
        self.extend(0, CellSet::EMPTY, CellSet::EMPTY, banned);
    }

    /// Whether some candidate sees every fin (else a finned fish says nothing).
    fn may_eliminate(&self, fins: CellSet) -> bool {
        let mut seen = self.cands;
        for f in fins {
            seen &= self.geo.peers(f);
        }
        !seen.is_empty()
    }

    /// `k` covers chosen (together `covered`), `exo` the base candidates
    /// declared fins; `banned` houses may not become covers.
    fn extend(&mut self, k: usize, covered: CellSet, exo: CellSet, banned: u32) {
        let todo = self.base_cands - covered - exo - self.endo;
        if k == self.size {
            // No more covers: whatever is left open must be fins.
            let fins = exo | self.endo | todo;
            if fins.len() <= self.max_fins && (fins.is_empty() || self.may_eliminate(fins)) {
                self.emit(covered, fins);
            }
            return;
        }
        let Some(x) = todo.first() else {
            // Everything covered with fewer covers: a degenerate shape.
            return;
        };
        let mut passed = banned;
        for h in self.geo.houses_of(x) {
            let bit = bit(h);
            if self.cover_allowed & bit == 0 || passed & bit != 0 {
                continue;
            }
            self.covers[k] = h;
            self.extend(k + 1, covered | self.geo.house(h), exo, passed | bit);
            passed |= bit;
        }
        let fins = exo | self.endo | CellSet::single(x);
        if fins.len() <= self.max_fins && self.may_eliminate(fins) {
            // x stays a fin: none of its houses may cover it later.
            let mut ban = banned;
            for h in self.geo.houses_of(x) {
                ban |= bit(h);
            }
            self.extend(k, covered, exo | CellSet::single(x), ban);
        }
    }

    /// Reports the fish with the chosen covers (together `covered`) and `fins`
    /// if it is of a wanted kind; cheap checks first, then [`is_fish`].
    fn emit(&mut self, covered: CellSet, fins: CellSet) {
        let (base, covers) = (&self.base[..self.size], &self.covers[..self.size]);
        let mut cover_kinds = 0;
        let mut once = CellSet::EMPTY;
        let mut twice = CellSet::EMPTY;
        for &h in covers {
            cover_kinds |= kind_bit(h);
            let cells = self.geo.house(h);
            twice |= once & cells;
            once |= cells;
        }
        let kind = match (shape(self.base_kinds, cover_kinds), fins.is_empty()) {
            (FishKind::Basic, _) => return,
            (k, true) => k,
            (FishKind::Franken, false) => FishKind::FinnedFranken,
            (_, false) => FishKind::FinnedMutant,
        };
        if !self.options.allows(kind) {
            return;
        }
        if !fins.is_empty() {
            let mut hit = ((self.cands & covered) - self.base_cands) | (self.base_cands & twice);
            for f in fins {
                hit &= self.geo.peers(f);
            }
            if hit.is_empty() {
                return;
            }
        }
        if let Some(f) = is_fish(self.board, self.digit, base, covers) {
            // Fish of rows and columns belong to the line search.
            if !f.kind.is_basic_shape() && self.options.allows(f.kind) {
                self.out.push(f);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::walkthrough_boards;
    use std::collections::BTreeSet;

    type Key = (u8, Vec<House>, Vec<House>);

    /// Every fish of `size` and `kind` that [`is_fish`] accepts among all
    /// sets of base and cover houses, within the search's limits: at most
    /// [`MAX_FINS`] fins and [`MAX_ENDO_FINS`] endo fins, and each cover
    /// holding a base candidate that is in no other cover and is no endo
    /// fin (covers without one may or may not be built, see the module).
    fn by_brute_force(board: &Board, size: usize, kind: FishKind) -> BTreeSet<Key> {
        let geo = board.geometry();
        let mut out = BTreeSet::new();
        for digit in 1..=geo.size as u8 {
            let cands = board.digit_cells(digit);
            let open: Vec<House> = geo
                .houses()
                .filter(|&h| cands.intersects(geo.house(h)))
                .collect();
            for_each_combination(&open, size, |base| {
                let mut base_cands = CellSet::EMPTY;
                let mut endo = CellSet::EMPTY;
                for &h in base {
                    endo |= base_cands & cands & geo.house(h);
                    base_cands |= cands & geo.house(h);
                }
                let meeting: Vec<House> = geo
                    .houses()
                    .filter(|h| !base.contains(h) && base_cands.intersects(geo.house(*h)))
                    .collect();
                for_each_combination(&meeting, size, |cover| {
                    let Some(f) = is_fish(board, digit, base, cover) else {
                        return;
                    };
                    let own = |i: usize| {
                        let others = cover
                            .iter()
                            .enumerate()
                            .filter(|&(j, _)| j != i)
                            .fold(CellSet::EMPTY, |s, (_, &h)| s | geo.house(h));
                        !((base_cands & geo.house(cover[i])) - others - endo).is_empty()
                    };
                    if f.kind == kind
                        && f.fins.len() + f.endo_fins.len() <= MAX_FINS
                        && f.endo_fins.len() <= MAX_ENDO_FINS
                        && (0..size).all(own)
                    {
                        out.insert((digit, f.base_houses, f.cover_houses));
                    }
                });
            });
        }
        out
    }

    /// The search reports only fish the predicate accepts, and every fish
    /// the predicate accepts among all sets of houses within the search's
    /// limits: franken and mutant X-Wings on the positions of the
    /// walkthroughs of every 40th top1465 puzzle, swordfish on a few.
    #[test]
    fn search_equals_brute_force() {
        let Some(walks) = walkthrough_boards("magictour_top1465.txt", 40) else {
            return;
        };
        let boards: Vec<Board> = walks.into_iter().flatten().collect();
        let kinds = [
            FishKind::Franken,
            FishKind::FinnedFranken,
            FishKind::Mutant,
            FishKind::FinnedMutant,
        ];
        let mut fish = 0;
        for (i, b) in boards.iter().enumerate() {
            let sizes: &[usize] = if i % 200 == 0 { &[2, 3] } else { &[2] };
            for &size in sizes {
                for kind in kinds {
                    let mut found = Vec::new();
                    find_complex_fish(b, size, FishOptions::only(kind), &mut found);
                    let reported: BTreeSet<Key> = found
                        .iter()
                        .map(|f| (f.digit, f.base_houses.clone(), f.cover_houses.clone()))
                        .collect();
                    assert_eq!(reported.len(), found.len(), "no fish twice");
                    for f in &found {
                        assert_eq!(f.kind, kind);
                        assert!(f.fins.len() + f.endo_fins.len() <= MAX_FINS);
                    }
                    let all = by_brute_force(b, size, kind);
                    // Reported fish the predicate accepts (round trip), and
                    // every fish within the limits reported.
                    for (digit, base, cover) in &reported {
                        let f = is_fish(b, *digit, base, cover).unwrap();
                        assert_eq!(f.kind, kind);
                    }
                    let missed: Vec<_> = all.difference(&reported).collect();
                    assert!(
                        missed.is_empty(),
                        "{kind:?} {size} on {}: {missed:?}",
                        b.to_line()
                    );
                    fish += reported.len();
                }
            }
        }
        println!("{} positions, {fish} franken and mutant fish", boards.len());
        assert!(fish > 0);
    }
}
