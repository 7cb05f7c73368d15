//! # ALS-XZ (singly and doubly linked)
//!
//! Two almost locked sets A and B (see the module docs of `als`), sharing no
//! cell, with a restricted common candidate X: every X of A sees every X of
//! B, so X is true in at most one of them. The one without X is locked, so
//! it holds every other digit it has. Take another digit Z that both hold:
//! if Z were in neither, both would miss Z, and then X would have to be in
//! both (an ALS misses only one digit), which it cannot. So **Z is in A or
//! in B**, and a cell that sees every Z of A and every Z of B is not Z.
//!
//! ```text
//!  A = r1c6 {1,5}, B = r2c4,r2c5 {1,5,6}, X = 5, Z = 1
//!
//!   . . . | x x A | . . .     Every 5 of B sees r1c6 (box 2): at most one
//!   . . . | B B x | . . .     of A and B holds 5, so one is locked, and a
//!   . . . | x x x | . . .     1 is in A or in B. Each x sees r1c6 and both
//!                             1s of B: x is not 1.
//! ```
//!
//! **Doubly linked**: with two RCCs X and Y, each ALS misses exactly one of
//! them (X is in at most one, Y in at most one, and each ALS misses at most
//! one digit), so every other digit of A is locked in A and of B in B: a cell
//! outside seeing all of A's cells with such a digit loses it, and X and Y
//! each lie in A or B, so a cell seeing all X (or Y) cells of both loses it.
//!
//! Rules as in HoDoKu 2.2 (`AlsSolver.getAlsXZInt`, score 300): ALSs of one
//! cell (bivalue cells) count; the locked-set eliminations of a doubly linked
//! pair are not made inside the other ALS; one instance per pair of ALSs,
//! with all its eliminations together.

use super::als::{
    candidates_of, highlight_alses, is_als, removed_digits, restricted_commons, z_targets, Als,
    AlsRef,
};
use super::data::{als_data, AlsData};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::lang::says::{ChainSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::accel::{first_or_search, Caches, FastFirst};
use crate::strategies::common::{strategy, Effects, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The ALS-XZ's declaration: id, family, HoDoKu score and level, SE rule.
pub const ALS_XZ: Decl = Decl::new(
    "als-xz",
    "ALS-XZ",
    "ALS-XZ",
    Family::Als,
    300,
    Level::Unfair,
    Se::Als,
);

/// Two ALSs linked by one or two restricted common candidates.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlsXz {
    pub a: AlsRef,
    pub b: AlsRef,
    /// The restricted common candidates (X, and Y when doubly linked).
    pub rccs: DigitSet,
    /// The digits that remove something (Z digits; for a doubly linked pair
    /// also the locked digits and the RCCs).
    pub zs: DigitSet,
}

impl AlsXz {
    pub fn doubly_linked(&self) -> bool {
        self.rccs.len() == 2
    }
}

/// Do the cells `a` and `b` form two ALSs linked by an RCC?
pub fn is_als_xz(board: &Board, a: &[Cell], b: &[Cell]) -> Option<AlsXz> {
    let a = is_als(board, a)?;
    let b = is_als(board, b)?;
    let rccs = restricted_commons(board, &a, &b);
    if rccs.is_empty() || rccs.len() > 2 {
        return None;
    }
    let mut p = AlsXz {
        a,
        b,
        rccs,
        zs: DigitSet::EMPTY,
    };
    p.zs = removed_digits(&targets(board, &p));
    Some(p)
}

/// Per digit, the cells losing it.
fn targets(board: &Board, p: &AlsXz) -> [CellSet; 10] {
    let mut t = [CellSet::EMPTY; 10];
    let common = p.a.digits & p.b.digits;
    let zs = if p.doubly_linked() {
        common
    } else {
        common - p.rccs
    };
    for z in zs {
        t[z as usize] |= z_targets(board, &p.a, &p.b, z);
    }
    if p.doubly_linked() {
        for (x, y) in [(&p.a, &p.b), (&p.b, &p.a)] {
            for d in x.digits - p.rccs {
                t[d as usize] |= x.sees_all(board, d) - y.cells;
            }
        }
    }
    t
}

/// Every productive ALS-XZ (one per pair of ALSs, with 1 or 2 RCCs), in
/// ALS order: for each ALS A, each ALS B after it that A is linked to (see
/// [`super::links`]), if the pair removes something.
pub fn find_als_xzs(board: &Board) -> Vec<AlsXz> {
    xzs_in(board, &AlsData::of(board), false)
}

/// The loop of [`find_als_xzs`] over `data`, the ALSs of `board` and their
/// links; with `only_first`, stops after the first instance.
fn xzs_in(board: &Board, data: &AlsData, only_first: bool) -> Vec<AlsXz> {
    let mut out = Vec::new();
    for (i, a) in data.alses.iter().enumerate() {
        for link in data.links(i) {
            let j = link.other as usize;
            if j <= i || link.rccs.len() > 2 {
                continue;
            }
            let b = &data.alses[j];
            if removes_something(a, b, link.rccs) {
                let mut p = AlsXz {
                    a: a.to_ref(),
                    b: b.to_ref(),
                    rccs: link.rccs,
                    zs: DigitSet::EMPTY,
                };
                p.zs = removed_digits(&targets(board, &p));
                out.push(p);
                if only_first {
                    return out;
                }
            }
        }
    }
    out
}

/// Does the pair `a`, `b`, linked by `rccs`, remove something? (The same
/// answer either way round.)
pub(super) fn removes_something(a: &Als, b: &Als, rccs: DigitSet) -> bool {
    let doubly = rccs.len() == 2;
    let zs = a.common_zs(b);
    let mut any = !(if doubly { zs } else { zs - rccs }).is_empty();
    if doubly && !any {
        for (x, y) in [(a, b), (b, a)] {
            for d in x.seen_digits - rccs {
                any |= !(x.sees_all[d as usize] - y.cells).is_empty();
            }
        }
    }
    any
}

/// What an ALS-XZ removes (see the module docs).
pub fn als_xz_eliminations(board: &Board, p: &AlsXz) -> Vec<Candidate> {
    candidates_of(&targets(board, p))
}

impl Pattern for AlsXz {
    fn strategy(&self) -> &'static str {
        ALS_XZ.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.house(self.a.house, Role::House);
        h.house(self.b.house, Role::House);
        // A doubly linked pair's second restricted common is an X, not a Z.
        let z = self.zs - self.rccs;
        highlight_alses(board, &mut h, &[&self.a, &self.b], self.rccs, z);
        h.name(Mark::House(Role::House), Label::HousesOfAB)
            .name(Mark::Cell(Role::Pattern), Label::AB)
            .name(Mark::Candidate(Role::Link), Label::X(self.rccs, ","))
            .name(Mark::Candidate(Role::Pattern), Label::Z(z, ","))
            .name(Mark::Candidate(Role::ColorA), Label::RestOfA)
            .name(Mark::Candidate(Role::ColorB), Label::RestOfB);
        h
    }

    fn says(&self) -> Option<Says> {
        let rests = [('A', &self.a), ('B', &self.b)]
            .iter()
            .filter(|(_, s)| !(s.digits - self.rccs).is_empty())
            .map(|&(name, s)| (name, s.digits - self.rccs, s.cells))
            .collect();
        Some(Says::Chains(ChainSays::AlsXz {
            a: self.a.said(),
            b: self.b.said(),
            x: self.rccs,
            z: self.zs & ((self.a.digits & self.b.digits) - self.rccs),
            doubly: self.doubly_linked(),
            rests,
        }))
    }
}

strategy!(
    /// ALS-XZ, singly and doubly linked (productive instances only).
    AlsXzs: AlsXz = find_als_xzs, eliminates als_xz_eliminations, listing = Listing::Productive
);

impl FastFirst for AlsXzs {
    /// The first instance, from the ALS data the solver keeps in `caches`.
    fn first(board: &Board, caches: &mut Caches) -> Option<(AlsXz, Effects)> {
        // The loop stops at its first instance, which always removes
        // something (the full search is the fallback if it ever does not).
        let data = als_data(board, caches);
        first_or_search::<Self>(board, xzs_in(board, &data, true).into_iter().next()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::library::parse_library_line;
    use crate::lang::Explain;
    use std::collections::BTreeSet;

    /// The ALS-XZ of the reglib case `line` that gives its eliminations;
    /// the predicate finds the same pattern.
    fn check(line: &str) -> AlsXz {
        let e = parse_library_line(line).unwrap();
        let want: BTreeSet<Candidate> = e.eliminations.iter().copied().collect();
        let found = find_als_xzs(&e.board);
        let hit = found
            .iter()
            .find(|p| {
                als_xz_eliminations(&e.board, p)
                    .into_iter()
                    .collect::<BTreeSet<_>>()
                    == want
            })
            .unwrap_or_else(|| panic!("no ALS-XZ gives {want:?}"))
            .clone();
        // The predicate agrees with the finder.
        let a: Vec<Cell> = hit.a.cells.iter().collect();
        let b: Vec<Cell> = hit.b.cells.iter().collect();
        assert_eq!(is_als_xz(&e.board, &a, &b).as_ref(), Some(&hit));
        hit
    }

    #[test]
    fn singly_linked_reglib() {
        // reglib 1.3, 0901-1 (ALS-XZ singly linked), eliminates r2c7<>3.
        let p = check(":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::");
        assert!(!p.doubly_linked());
        assert!(p.explain().starts_with("ALS-XZ: A="));
    }

    #[test]
    fn doubly_linked_reglib() {
        // reglib 1.3, first 0901-2 case (doubly linked ALS-XZ).
        let Some(line) = super::super::tests::reglib_line(":0901-2:") else {
            return;
        };
        assert!(check(&line).doubly_linked());
    }

    #[test]
    fn predicate_rejects_unlinked_or_bad_sets() {
        let b = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        // Same cell twice, and a filled cell.
        let e: Vec<Cell> = b.empty_cells().iter().take(1).collect();
        assert!(is_als_xz(&b, &e, &e).is_none());
        assert!(is_als_xz(&b, &[Cell::new(0, 0)], &e).is_none());
    }
}
