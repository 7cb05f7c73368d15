//! One finder for every fish: the basic shapes on rows and columns (the
//! lesson's loops, [`find_line_fish`]), then the franken and mutant fish
//! with boxes among the houses ([`complex`]'s search: looping over every
//! set of 27 houses would take minutes); and the registry's strategy types,
//! one per size and kind (`XWing`, `FinnedMutantJellyfish`, ...), each
//! listing what [`find_fish`] finds for that kind.

use super::complex;
use super::fish::{find_line_fish, fish_eliminations, max_fish_size, Fish, FishKind, FishOptions};
use super::search::find_fish_fast;
use crate::grid::Board;
use crate::strategies::common::{Effects, Listing, Strategy};

/// Every fish of `size` base houses (2..=[`max_fish_size`]) of the kinds
/// `options` asks for: [`find_line_fish`]'s list (every basic fish, the
/// finned and sashimi ones that remove something), then the franken and
/// mutant ones: every unfinned one, and the finned ones that remove
/// something within that search's limits (at most
/// [`MAX_FINS`](complex::MAX_FINS) fins, no cover that only doubles up on
/// the others).
///
/// The solver gets this same list, in the same order, from
/// [`find_fish_fast`].
pub fn find_fish(board: &Board, size: usize, options: FishOptions) -> Vec<Fish> {
    let mut out = find_line_fish(board, size, options);
    let in_range = size >= 2 && size <= max_fish_size(board.size(), options);
    if in_range && options.allows_any(FishOptions::COMPLEX) {
        complex::find_complex_fish(board, size, options, &mut out);
    }
    out
}

/// Kind codes for [`FishStrategy`] (const generics take integers): the
/// index of the kind in [`FishKind::ALL`].
pub const BASIC: u8 = 0;
/// See [`BASIC`].
pub const FINNED: u8 = 1;
/// See [`BASIC`].
pub const SASHIMI: u8 = 2;
/// See [`BASIC`].
pub const FRANKEN: u8 = 3;
/// See [`BASIC`].
pub const FINNED_FRANKEN: u8 = 4;
/// See [`BASIC`].
pub const MUTANT: u8 = 5;
/// See [`BASIC`].
pub const FINNED_MUTANT: u8 = 6;

/// Fish of `N` base houses and one kind (`BASIC`, `FINNED`, `SASHIMI`,
/// `FRANKEN`, ...). Its `find` lists what
/// [`find_fish`] lists for that kind: every fish
/// of an unfinned kind, the productive ones of a finned kind (its
/// [`Strategy::LISTING`]).
pub struct FishStrategy<const N: usize, const KIND: u8>;

impl<const N: usize, const KIND: u8> Strategy for FishStrategy<N, KIND> {
    type Found = Fish;
    /// Unfinned kinds list every fish; finned kinds only those that remove
    /// something (see [`find_fish`]).
    const LISTING: Listing = if Self::FISH_KIND.is_finned() {
        Listing::Productive
    } else {
        Listing::Every
    };
    /// [`find_fish`]'s list, from the fast search.
    fn find(board: &Board) -> Vec<Fish> {
        find_fish_fast(board, N, Self::options())
    }
    fn effects(board: &Board, fish: &Fish) -> Effects {
        Effects::eliminate(fish_eliminations(board, fish))
    }
}

impl<const N: usize, const KIND: u8> FishStrategy<N, KIND> {
    /// The one kind this strategy searches for.
    const FISH_KIND: FishKind = FishKind::ALL[KIND as usize % FishKind::ALL.len()];

    /// The options that ask for that kind alone.
    pub(super) fn options() -> FishOptions {
        FishOptions::only(Self::FISH_KIND)
    }
}

pub type XWing = FishStrategy<2, BASIC>;
pub type Swordfish = FishStrategy<3, BASIC>;
pub type Jellyfish = FishStrategy<4, BASIC>;
pub type FinnedXWing = FishStrategy<2, FINNED>;
pub type FinnedSwordfish = FishStrategy<3, FINNED>;
pub type FinnedJellyfish = FishStrategy<4, FINNED>;
pub type SashimiXWing = FishStrategy<2, SASHIMI>;
pub type SashimiSwordfish = FishStrategy<3, SASHIMI>;
pub type SashimiJellyfish = FishStrategy<4, SASHIMI>;
pub type FrankenXWing = FishStrategy<2, FRANKEN>;
pub type FrankenSwordfish = FishStrategy<3, FRANKEN>;
pub type FrankenJellyfish = FishStrategy<4, FRANKEN>;
pub type FinnedFrankenXWing = FishStrategy<2, FINNED_FRANKEN>;
pub type FinnedFrankenSwordfish = FishStrategy<3, FINNED_FRANKEN>;
pub type FinnedFrankenJellyfish = FishStrategy<4, FINNED_FRANKEN>;
pub type MutantXWing = FishStrategy<2, MUTANT>;
pub type MutantSwordfish = FishStrategy<3, MUTANT>;
pub type MutantJellyfish = FishStrategy<4, MUTANT>;
pub type FinnedMutantXWing = FishStrategy<2, FINNED_MUTANT>;
pub type FinnedMutantSwordfish = FishStrategy<3, FINNED_MUTANT>;
pub type FinnedMutantJellyfish = FishStrategy<4, FINNED_MUTANT>;
pub type FinnedMutantSquirmbag = FishStrategy<5, FINNED_MUTANT>;
pub type FinnedMutantWhale = FishStrategy<6, FINNED_MUTANT>;
