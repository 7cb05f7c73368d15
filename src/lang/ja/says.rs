//! Explanations in Japanese: one arm per [`Says`], from the same data as
//! the English.

mod basic;
mod chains;
mod patterns;

use crate::lang::says::Says;

/// The Japanese of a step's reasoning (without its conclusion): each
/// family's arms live in its own file, every variant named here.
pub(super) fn say(says: &Says) -> String {
    use Says as S;
    match says {
        S::FullHouse { .. }
        | S::NakedSingle { .. }
        | S::HiddenSingle { .. }
        | S::LockedCandidates { .. }
        | S::NakedSubset { .. }
        | S::HiddenSubset { .. }
        | S::AlignedExclusion { .. }
        | S::Fish { .. }
        | S::SiameseFish { .. } => basic::say(says),
        S::SingleDigitChain { .. }
        | S::EmptyRectangle(..)
        | S::DualEmptyRectangle { .. }
        | S::DualTwoStringKite { .. }
        | S::SimpleColors { .. }
        | S::MultiColors { .. }
        | S::Wing { .. }
        | S::WWing { .. }
        | S::WxyzWing3222 { .. }
        | S::UniqueRectangle { .. }
        | S::HiddenRectangle { .. }
        | S::AvoidableRectangle { .. }
        | S::BugPlusOne { .. }
        | S::Template { .. }
        | S::BruteForce { .. } => patterns::say(says),
        S::Chain { .. }
        | S::AlsXz { .. }
        | S::AlsXyWing { .. }
        | S::AlsChain { .. }
        | S::DeathBlossom { .. }
        | S::SueDeCoq { .. }
        | S::Forcing(..)
        | S::Nishio { .. }
        | S::NestedForcing { .. }
        | S::Kraken { .. } => chains::say(says),
        #[cfg(test)]
        S::Foo { .. } => patterns::say(says),
    }
}
