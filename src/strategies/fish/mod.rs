//! # Fish: X-Wing, Swordfish, Jellyfish and their finned, sashimi, franken,
//! mutant and siamese kin
//!
//! On one digit, `n` base houses whose candidates lie in `n` cover houses
//! give each cover house its digit: the rest of the covers lose it.
//!
//! * [`x_wing`]: the X-Wing on its own, the first lesson: its declaration,
//!   [`is_x_wing`](x_wing::is_x_wing), the plain
//!   [`find_x_wings`](x_wing::find_x_wings), its eliminations;
//! * [`fish`]: the lesson of every fish (base and cover houses, fins,
//!   sashimi), [`is_fish`], the plain [`find_line_fish`] and
//!   [`fish_eliminations`];
//! * [`find`]: [`find_fish`], every fish of one size and the kinds asked
//!   for (the lesson's, then the franken and mutant ones), and the
//!   strategy types ([`XWing`], ...);
//! * [`by_kind`]: the other fish strategies' declarations;
//! * [`kinds`]: the pattern [`Fish`], its kinds and sets of them
//!   ([`FishOptions`]);
//! * [`complex`]: franken and mutant fish (boxes among the houses);
//! * [`siamese`]: two finned fish on the same base houses;
//! * [`kraken`]: finned fish whose fins reach their targets by forcing
//!   chains (kraken fish, types 1 and 2), with its fast search in
//!   [`kraken_search`];
//! * machinery: [`search`] (the fast search the solver uses, proven equal
//!   to [`find_fish`]) and [`quick`] (the per-digit quick test).

// The teaching file bears the family's name: fish is both (hence the allow).
#[allow(clippy::module_inception)]
pub mod fish;

mod anatomy;
pub mod by_kind;
pub mod complex;
pub mod find;
pub mod kinds;
pub mod kraken;
pub mod kraken_search;
mod names;
pub mod quick;
pub mod search;
pub mod siamese;
pub mod x_wing;

pub use find::find_fish;
pub use find::{
    FinnedFrankenJellyfish, FinnedFrankenSwordfish, FinnedFrankenXWing, FinnedJellyfish,
    FinnedMutantJellyfish, FinnedMutantSquirmbag, FinnedMutantSwordfish, FinnedMutantWhale,
    FinnedMutantXWing, FinnedSwordfish, FinnedXWing, FrankenJellyfish, FrankenSwordfish,
    FrankenXWing, Jellyfish, MutantJellyfish, MutantSwordfish, MutantXWing, SashimiJellyfish,
    SashimiSwordfish, SashimiXWing, Swordfish, XWing,
};
pub use find::{
    FishStrategy, BASIC, FINNED, FINNED_FRANKEN, FINNED_MUTANT, FRANKEN, MUTANT, SASHIMI,
};
pub use fish::{find_line_fish, fish_eliminations, is_fish, Fish, FishKind, FishOptions};
pub use kraken::{
    find_kraken_fish, is_kraken_fish, kraken_fish_eliminations, kraken_fish_placements, KrakenFish,
    KrakenType,
};
pub use kraken_search::{KrakenFishStrategy, KrakenJellyfish, KrakenSwordfish, KrakenXWing};
pub use siamese::{find_siamese_fish, is_siamese_fish, siamese_fish_eliminations, SiameseFish};
