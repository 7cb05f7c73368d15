//! # Siamese fish: two finned fish on the same base houses
//!
//! The same base houses can sometimes be read as two different finned fish:
//! the covers differ, and a candidate that is a fin of one is part of the
//! body of the other. Each fish is sound on its own, so the pair removes what
//! either removes. HoDoKu reports such a pair as one step, a *siamese* fish
//! (its library codes add a fifth digit `1`: `03111` is a siamese finned
//! swordfish).
//!
//! ```text
//!  Siamese finned X-Wing on 4, base rows 2 and 7:
//!      c1 c2 c3 | c4 c5 c6 | c7 c8 c9
//!  r1   .  .  . |  .  .  . |  .  a  b      covers c3+c8, fin r2c9: a loses 4
//!  r2   .  .  4 |  .  .  . |  .  4  4      covers c3+c9, fin r2c8: b loses 4
//!  r7   .  .  4 |  .  .  . |  .  .  4
//! ```
//!
//! Both halves are of one category: fish of rows and columns (finned or
//! sashimi), finned franken, or finned mutant. A siamese fish of rows and
//! columns is sashimi when both halves are, finned otherwise (which is how
//! HoDoKu's regression cases name them). Each half must remove something the
//! other does not, otherwise the pair adds nothing.

use super::find::{FINNED, FINNED_FRANKEN, FINNED_MUTANT, SASHIMI};
use super::fish::{fish_eliminations, name_fish_marks, Fish, FishKind, FishOptions};
use super::names::{FISH_NAMES, KIND_PREFIX};
use super::search::find_fish_fast;
use crate::grid::{Board, Candidate, CellSet};
use crate::lang::says::{BasicSays, Says, SiameseHalf};
use crate::step::{Highlights, Pattern, Role};
use crate::strategies::common::{Effects, Listing, Strategy};
use crate::strategies::decl::{Decl, Family, LeftOut, Level, Se};
use serde::Serialize;

/// The Siamese Finned X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_X_WING: Decl = Decl::new(
    "siamese-finned-x-wing",
    "Siamese Finned X-Wing",
    "シャム・フィン付き X-Wing",
    Family::Fish,
    130,
    Level::Hard,
    Se::FinnedFish,
)
.left_out(LeftOut::JoinsTwoSteps);
/// The Siamese Sashimi X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_SASHIMI_X_WING: Decl = Decl::new(
    "siamese-sashimi-x-wing",
    "Siamese Sashimi X-Wing",
    "シャム・サシミ X-Wing",
    Family::Fish,
    150,
    Level::Hard,
    Se::FinnedFish,
)
.left_out(LeftOut::JoinsTwoSteps);
/// The Siamese Finned Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_SWORDFISH: Decl = Decl::new(
    "siamese-finned-swordfish",
    "Siamese Finned Swordfish",
    "シャム・フィン付きソードフィッシュ",
    Family::Fish,
    200,
    Level::Unfair,
    Se::FinnedFish,
)
.left_out(LeftOut::JoinsTwoSteps);
/// The Siamese Sashimi Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_SASHIMI_SWORDFISH: Decl = Decl::new(
    "siamese-sashimi-swordfish",
    "Siamese Sashimi Swordfish",
    "シャム・サシミソードフィッシュ",
    Family::Fish,
    240,
    Level::Unfair,
    Se::FinnedFish,
)
.left_out(LeftOut::JoinsTwoSteps);
/// The Siamese Finned Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_JELLYFISH: Decl = Decl::new(
    "siamese-finned-jellyfish",
    "Siamese Finned Jellyfish",
    "シャム・フィン付きジェリーフィッシュ",
    Family::Fish,
    250,
    Level::Unfair,
    Se::FinnedFish,
)
.left_out(LeftOut::JoinsTwoSteps);
/// The Siamese Sashimi Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_SASHIMI_JELLYFISH: Decl = Decl::new(
    "siamese-sashimi-jellyfish",
    "Siamese Sashimi Jellyfish",
    "シャム・サシミジェリーフィッシュ",
    Family::Fish,
    260,
    Level::Unfair,
    Se::FinnedFish,
)
.left_out(LeftOut::JoinsTwoSteps);
/// The Siamese Finned Franken X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_FRANKEN_X_WING: Decl = Decl::new(
    "siamese-finned-franken-x-wing",
    "Siamese Finned Franken X-Wing",
    "シャム・フィン付きフランケン X-Wing",
    Family::Fish,
    390,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(crate::strategies::fish::by_kind::SLOW_COMPLEX_FISH);
/// The Siamese Finned Franken Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_FRANKEN_SWORDFISH: Decl = Decl::new(
    "siamese-finned-franken-swordfish",
    "Siamese Finned Franken Swordfish",
    "シャム・フィン付きフランケンソードフィッシュ",
    Family::Fish,
    410,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(crate::strategies::fish::by_kind::SLOW_COMPLEX_FISH);
/// The Siamese Finned Franken Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_FRANKEN_JELLYFISH: Decl = Decl::new(
    "siamese-finned-franken-jellyfish",
    "Siamese Finned Franken Jellyfish",
    "シャム・フィン付きフランケンジェリーフィッシュ",
    Family::Fish,
    430,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(crate::strategies::fish::by_kind::SLOW_COMPLEX_FISH);
/// The Siamese Finned Mutant X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_MUTANT_X_WING: Decl = Decl::new(
    "siamese-finned-mutant-x-wing",
    "Siamese Finned Mutant X-Wing",
    "シャム・フィン付きミュータント X-Wing",
    Family::Fish,
    470,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(crate::strategies::fish::by_kind::SLOW_COMPLEX_FISH);
/// The Siamese Finned Mutant Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_MUTANT_SWORDFISH: Decl = Decl::new(
    "siamese-finned-mutant-swordfish",
    "Siamese Finned Mutant Swordfish",
    "シャム・フィン付きミュータントソードフィッシュ",
    Family::Fish,
    470,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(crate::strategies::fish::by_kind::SLOW_COMPLEX_FISH);
/// The Siamese Finned Mutant Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SIAMESE_FINNED_MUTANT_JELLYFISH: Decl = Decl::new(
    "siamese-finned-mutant-jellyfish",
    "Siamese Finned Mutant Jellyfish",
    "シャム・フィン付きミュータントジェリーフィッシュ",
    Family::Fish,
    470,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(crate::strategies::fish::by_kind::SLOW_COMPLEX_FISH);

/// Two finned fish on one digit sharing their base houses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SiameseFish {
    pub digit: u8,
    pub size: usize,
    /// `Sashimi` when both halves are sashimi, `Finned` for other fish of
    /// rows and columns, else the halves' kind (`FinnedFranken`, `FinnedMutant`).
    pub kind: FishKind,
    /// The two fish, in the order the fish finder reports them.
    pub fish: [Fish; 2],
}

/// Fish categories that pair up: rows and columns, franken, mutant.
fn category(kind: FishKind) -> u8 {
    match kind {
        FishKind::Basic | FishKind::Finned | FishKind::Sashimi => 0,
        FishKind::Franken | FishKind::FinnedFranken => 1,
        FishKind::Mutant | FishKind::FinnedMutant => 2,
    }
}

/// Do `a` and `b` form a siamese fish: both finned and of one category,
/// same digit, size and base houses, different covers, and each removing
/// something on `board` that the other does not?
pub fn is_siamese_fish(board: &Board, a: &Fish, b: &Fish) -> Option<SiameseFish> {
    if !a.kind.is_finned()
        || !b.kind.is_finned()
        || category(a.kind) != category(b.kind)
        || a.digit != b.digit
        || a.size != b.size
        || a.base_houses != b.base_houses
        || a.cover_houses == b.cover_houses
    {
        return None;
    }
    let ea = fish_eliminations(board, a);
    let eb = fish_eliminations(board, b);
    if ea.iter().all(|c| eb.contains(c)) || eb.iter().all(|c| ea.contains(c)) {
        return None;
    }
    let kind = match (a.kind, b.kind) {
        (FishKind::Sashimi, FishKind::Sashimi) => FishKind::Sashimi,
        (FishKind::Sashimi, _) => FishKind::Finned,
        (k, _) => k,
    };
    Some(SiameseFish {
        digit: a.digit,
        size: a.size,
        kind,
        fish: [a.clone(), b.clone()],
    })
}

/// Every siamese fish of `size` base houses among the finned kinds that
/// `options` asks for (its unfinned kinds are ignored): pairs of the fish
/// [`find_fish`](super::find_fish) reports, in its order (taken from the
/// fast search, which lists the same). Each pair removes something by
/// definition, so these are productive instances.
pub fn find_siamese_fish(board: &Board, size: usize, options: FishOptions) -> Vec<SiameseFish> {
    let options = options.and(FishOptions::FINNED);
    let fish = find_fish_fast(board, size, options);
    let mut out = Vec::new();
    for (i, a) in fish.iter().enumerate() {
        // Fish on the same base houses are reported next to each other.
        for b in fish[i + 1..]
            .iter()
            .take_while(|b| b.digit == a.digit && b.base_houses == a.base_houses)
        {
            if let Some(s) = is_siamese_fish(board, a, b) {
                out.push(s);
            }
        }
    }
    out
}

/// What either fish removes.
pub fn siamese_fish_eliminations(board: &Board, s: &SiameseFish) -> Vec<Candidate> {
    let mut out = fish_eliminations(board, &s.fish[0]);
    for c in fish_eliminations(board, &s.fish[1]) {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out.sort();
    out
}

/// Strategy ids by size (index = size - 2) and kind (finned, sashimi,
/// finned franken, finned mutant).
const SIAMESE_IDS: [[&str; 4]; 3] = [
    [
        SIAMESE_FINNED_X_WING.id,
        SIAMESE_SASHIMI_X_WING.id,
        SIAMESE_FINNED_FRANKEN_X_WING.id,
        SIAMESE_FINNED_MUTANT_X_WING.id,
    ],
    [
        SIAMESE_FINNED_SWORDFISH.id,
        SIAMESE_SASHIMI_SWORDFISH.id,
        SIAMESE_FINNED_FRANKEN_SWORDFISH.id,
        SIAMESE_FINNED_MUTANT_SWORDFISH.id,
    ],
    [
        SIAMESE_FINNED_JELLYFISH.id,
        SIAMESE_SASHIMI_JELLYFISH.id,
        SIAMESE_FINNED_FRANKEN_JELLYFISH.id,
        SIAMESE_FINNED_MUTANT_JELLYFISH.id,
    ],
];

/// Column of [`SIAMESE_IDS`] for a siamese fish's kind.
fn siamese_column(kind: FishKind) -> usize {
    match kind {
        FishKind::Sashimi => 1,
        FishKind::Franken | FishKind::FinnedFranken => 2,
        FishKind::Mutant | FishKind::FinnedMutant => 3,
        _ => 0,
    }
}

impl Pattern for SiameseFish {
    fn strategy(&self) -> &'static str {
        SIAMESE_IDS
            .get(self.size.wrapping_sub(2))
            .map_or("siamese-fish", |ids| ids[siamese_column(self.kind)])
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for &house in &self.fish[0].base_houses {
            h.house(house, Role::House);
        }
        let mut covers = self.fish[0].cover_houses.clone();
        for &house in &self.fish[1].cover_houses {
            if !covers.contains(&house) {
                covers.push(house);
            }
        }
        for &house in &covers {
            h.house(house, Role::SecondaryHouse);
        }
        // A candidate in the body of either fish is drawn as body; the
        // candidates that are fins of both (or of one and in no body) as fins.
        let body: CellSet = self
            .fish
            .iter()
            .flat_map(|f| f.cells.iter().copied())
            .collect();
        let fins: CellSet = self
            .fish
            .iter()
            .flat_map(|f| f.fins.iter().chain(&f.endo_fins).copied())
            .collect();
        for c in body {
            h.candidate(c, self.digit, Role::Pattern);
        }
        for c in fins - body {
            h.candidate(c, self.digit, Role::Fin);
        }
        name_fish_marks(&mut h, &self.fish[0].base_houses, &covers, self.digit);
        h
    }
    fn says(&self) -> Option<Says> {
        let half = |f: &Fish| SiameseHalf {
            cover: f.cover_houses.clone(),
            fins: f.fins.iter().chain(&f.endo_fins).copied().collect(),
        };
        Some(Says::Basic(BasicSays::SiameseFish {
            kind: KIND_PREFIX[self.kind.index()],
            name: FISH_NAMES.get(self.size).copied().unwrap_or("Fish"),
            digit: self.digit,
            base: self.fish[0].base_houses.clone(),
            halves: [half(&self.fish[0]), half(&self.fish[1])],
        }))
    }
}

/// Siamese fish of `N` base houses, `KIND` one of [`FINNED`], [`SASHIMI`],
/// [`FINNED_FRANKEN`] or [`FINNED_MUTANT`].
pub struct SiameseStrategy<const N: usize, const KIND: u8>;

impl<const N: usize, const KIND: u8> Strategy for SiameseStrategy<N, KIND> {
    type Found = SiameseFish;
    const LISTING: Listing = Listing::Productive;
    fn find(board: &Board) -> Vec<SiameseFish> {
        let (kind, options) = match KIND {
            SASHIMI => (FishKind::Sashimi, FishOptions::LINES),
            FINNED_FRANKEN => (
                FishKind::FinnedFranken,
                FishOptions::only(FishKind::FinnedFranken),
            ),
            FINNED_MUTANT => (
                FishKind::FinnedMutant,
                FishOptions::only(FishKind::FinnedMutant),
            ),
            _ => (FishKind::Finned, FishOptions::LINES),
        };
        let mut found = find_siamese_fish(board, N, options);
        found.retain(|s| s.kind == kind);
        found
    }
    fn effects(board: &Board, s: &SiameseFish) -> Effects {
        Effects::eliminate(siamese_fish_eliminations(board, s))
    }
}

pub type SiameseFinnedXWing = SiameseStrategy<2, FINNED>;
pub type SiameseFinnedSwordfish = SiameseStrategy<3, FINNED>;
pub type SiameseFinnedJellyfish = SiameseStrategy<4, FINNED>;
pub type SiameseSashimiXWing = SiameseStrategy<2, SASHIMI>;
pub type SiameseSashimiSwordfish = SiameseStrategy<3, SASHIMI>;
pub type SiameseSashimiJellyfish = SiameseStrategy<4, SASHIMI>;
pub type SiameseFinnedFrankenXWing = SiameseStrategy<2, FINNED_FRANKEN>;
pub type SiameseFinnedFrankenSwordfish = SiameseStrategy<3, FINNED_FRANKEN>;
pub type SiameseFinnedFrankenJellyfish = SiameseStrategy<4, FINNED_FRANKEN>;
pub type SiameseFinnedMutantXWing = SiameseStrategy<2, FINNED_MUTANT>;
pub type SiameseFinnedMutantSwordfish = SiameseStrategy<3, FINNED_MUTANT>;
pub type SiameseFinnedMutantJellyfish = SiameseStrategy<4, FINNED_MUTANT>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::strategies::fish::fish::tests::reglib_fish_cases;

    /// HoDoKu's siamese cases (codes with a fifth digit): some siamese fish
    /// of the case's kind removes exactly the expected candidates.
    #[test]
    fn reglib_siamese_cases() {
        let Some(cases) = reglib_fish_cases() else {
            return;
        };
        let mut checked = 0;
        for (line, e) in &cases {
            let code = e.technique.as_bytes();
            let size = (code[3] - b'0') as usize + 2;
            let kind = match code[2] {
                b'1' => FishKind::Finned,
                b'2' => FishKind::Sashimi,
                b'4' => FishKind::FinnedFranken,
                b'6' => FishKind::FinnedMutant,
                _ => continue,
            };
            if code.len() != 5 || size > 4 {
                continue;
            }
            let mut want = e.eliminations.clone();
            want.sort();
            let found = find_siamese_fish(&e.board, size, FishOptions::only(kind));
            let found: Vec<_> = if kind == FishKind::Finned {
                find_siamese_fish(&e.board, size, FishOptions::LINES)
            } else {
                found
            };
            assert!(
                found.iter().any(|s| s.kind == kind
                    && s.digit == e.candidates[0]
                    && siamese_fish_eliminations(&e.board, s) == want),
                "{line}"
            );
            for s in &found {
                assert_eq!(
                    is_siamese_fish(&e.board, &s.fish[0], &s.fish[1]).as_ref(),
                    Some(s)
                );
                assert!(s.explain().starts_with("Siamese "));
            }
            checked += 1;
        }
        assert_eq!(checked, 14);
    }

    #[test]
    fn siamese_sashimi_x_wing() {
        // Sudoku Exchange bank, sx_hard #3, after singles, locked candidates
        // and subsets: rows 2 and 9 hold 5 in columns 1, 2 and 7 only. With
        // covers 1 and 7 the fin is r9c2 (r7c1 goes); with covers 2 and 7 it
        // is r2c1 (r3c2 goes).
        let solver = crate::solver::Solver::with(crate::test_util::BASICS).unwrap();
        let b = solver
            .solve(&crate::test_util::board(
                "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96",
            ))
            .end;
        let found = find_siamese_fish(&b, 2, FishOptions::LINES);
        assert_eq!(found.len(), 1);
        let s = &found[0];
        assert_eq!(s.strategy(), "siamese-sashimi-x-wing");
        assert_eq!(
            siamese_fish_eliminations(&b, s)
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>(),
            ["r3c2<>5", "r7c1<>5"]
        );
        assert!(s.explain().starts_with(
            "Siamese Sashimi X-Wing on 5: rows 2 and 9 are two finned fish at once, \
             with covers columns 1 and 7 with fin r9c2 and with covers columns 2 and 7 with fin r2c1"
        ));
        assert!(find_siamese_fish(&b, 3, FishOptions::LINES).is_empty());
    }
}
