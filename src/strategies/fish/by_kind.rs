//! The declarations of the fish strategies, one per size and kind (the
//! X-Wing's is in its own lesson, [`super::x_wing`]): their facts, stated
//! once. The registry's strategy types are in [`super::find`]; the fish
//! themselves, their predicate and finder are taught in [`super::fish`].

use crate::strategies::decl::{Cost, Decl, Family, LeftOut, Level, Se, Times};

/// Why the default solvers leave the franken and mutant fish of sizes 2-4
/// out: measured with `explain --threads 1 --strategies` (the default list
/// plus the group) on magictour's top1465, against the default's CPU time
/// measured the same day.
pub const SLOW_COMPLEX_FISH: LeftOut = LeftOut::Slow(Cost {
    times: Times(110),
    steps: 82,
    puzzles: 69,
});

/// Why the default solvers leave the finned mutant Squirmbag and Whale out
/// (measured as [`SLOW_COMPLEX_FISH`]).
pub const SLOW_BIG_FISH: LeftOut = LeftOut::Slow(Cost {
    times: Times(270),
    steps: 97,
    puzzles: 77,
});

/// The Finned X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_X_WING: Decl = Decl::new(
    "finned-x-wing",
    "Finned X-Wing",
    "フィン付き X-Wing",
    Family::Fish,
    130,
    Level::Hard,
    Se::FinnedFish,
);
/// The Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SWORDFISH: Decl = Decl::new(
    "swordfish",
    "Swordfish",
    "ソードフィッシュ",
    Family::Fish,
    150,
    Level::Hard,
    Se::Fixed(38),
);
/// The Sashimi X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const SASHIMI_X_WING: Decl = Decl::new(
    "sashimi-x-wing",
    "Sashimi X-Wing",
    "サシミ X-Wing",
    Family::Fish,
    150,
    Level::Hard,
    Se::FinnedFish,
);
/// The Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const JELLYFISH: Decl = Decl::new(
    "jellyfish",
    "Jellyfish",
    "ジェリーフィッシュ",
    Family::Fish,
    160,
    Level::Hard,
    Se::Fixed(52),
);
/// The Finned Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_SWORDFISH: Decl = Decl::new(
    "finned-swordfish",
    "Finned Swordfish",
    "フィン付きソードフィッシュ",
    Family::Fish,
    200,
    Level::Unfair,
    Se::FinnedFish,
);
/// The Sashimi Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SASHIMI_SWORDFISH: Decl = Decl::new(
    "sashimi-swordfish",
    "Sashimi Swordfish",
    "サシミソードフィッシュ",
    Family::Fish,
    240,
    Level::Unfair,
    Se::FinnedFish,
);
/// The Finned Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_JELLYFISH: Decl = Decl::new(
    "finned-jellyfish",
    "Finned Jellyfish",
    "フィン付きジェリーフィッシュ",
    Family::Fish,
    250,
    Level::Unfair,
    Se::FinnedFish,
);
/// The Sashimi Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const SASHIMI_JELLYFISH: Decl = Decl::new(
    "sashimi-jellyfish",
    "Sashimi Jellyfish",
    "サシミジェリーフィッシュ",
    Family::Fish,
    260,
    Level::Unfair,
    Se::FinnedFish,
);
/// The Franken X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const FRANKEN_X_WING: Decl = Decl::new(
    "franken-x-wing",
    "Franken X-Wing",
    "フランケン X-Wing",
    Family::Fish,
    300,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Franken Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const FRANKEN_SWORDFISH: Decl = Decl::new(
    "franken-swordfish",
    "Franken Swordfish",
    "フランケンソードフィッシュ",
    Family::Fish,
    350,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Franken Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const FRANKEN_JELLYFISH: Decl = Decl::new(
    "franken-jellyfish",
    "Franken Jellyfish",
    "フランケンジェリーフィッシュ",
    Family::Fish,
    370,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Finned Franken X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_FRANKEN_X_WING: Decl = Decl::new(
    "finned-franken-x-wing",
    "Finned Franken X-Wing",
    "フィン付きフランケン X-Wing",
    Family::Fish,
    390,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Finned Franken Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_FRANKEN_SWORDFISH: Decl = Decl::new(
    "finned-franken-swordfish",
    "Finned Franken Swordfish",
    "フィン付きフランケンソードフィッシュ",
    Family::Fish,
    410,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Finned Franken Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_FRANKEN_JELLYFISH: Decl = Decl::new(
    "finned-franken-jellyfish",
    "Finned Franken Jellyfish",
    "フィン付きフランケンジェリーフィッシュ",
    Family::Fish,
    430,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Mutant X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const MUTANT_X_WING: Decl = Decl::new(
    "mutant-x-wing",
    "Mutant X-Wing",
    "ミュータント X-Wing",
    Family::Fish,
    450,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Mutant Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const MUTANT_SWORDFISH: Decl = Decl::new(
    "mutant-swordfish",
    "Mutant Swordfish",
    "ミュータントソードフィッシュ",
    Family::Fish,
    450,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Mutant Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const MUTANT_JELLYFISH: Decl = Decl::new(
    "mutant-jellyfish",
    "Mutant Jellyfish",
    "ミュータントジェリーフィッシュ",
    Family::Fish,
    450,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Finned Mutant X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_MUTANT_X_WING: Decl = Decl::new(
    "finned-mutant-x-wing",
    "Finned Mutant X-Wing",
    "フィン付きミュータント X-Wing",
    Family::Fish,
    470,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Finned Mutant Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_MUTANT_SWORDFISH: Decl = Decl::new(
    "finned-mutant-swordfish",
    "Finned Mutant Swordfish",
    "フィン付きミュータントソードフィッシュ",
    Family::Fish,
    470,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Finned Mutant Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_MUTANT_JELLYFISH: Decl = Decl::new(
    "finned-mutant-jellyfish",
    "Finned Mutant Jellyfish",
    "フィン付きミュータントジェリーフィッシュ",
    Family::Fish,
    470,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_COMPLEX_FISH);
/// The Finned Mutant Squirmbag's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_MUTANT_SQUIRMBAG: Decl = Decl::new(
    "finned-mutant-squirmbag",
    "Finned Mutant Squirmbag",
    "フィン付きミュータントスクワームバッグ",
    Family::Fish,
    470,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_BIG_FISH);
/// The Finned Mutant Whale's declaration: id, family, HoDoKu score and level, SE rule.
pub const FINNED_MUTANT_WHALE: Decl = Decl::new(
    "finned-mutant-whale",
    "Finned Mutant Whale",
    "フィン付きミュータントホエール",
    Family::Fish,
    470,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(SLOW_BIG_FISH);
