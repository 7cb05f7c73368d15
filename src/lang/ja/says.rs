//! Explanations in Japanese: one arm per [`Says`], from the same data as
//! the English.

mod basic;
mod chains;
mod patterns;

use crate::lang::says::{Group, Says};
pub(super) use chains::inner_proof;

/// The Japanese of a step's reasoning (without its conclusion): each
/// group of families has its own file ([`Says::group`]).
pub(super) fn say(says: &Says) -> String {
    if let Says::Custom { en, ja } = says {
        return ja.clone().unwrap_or_else(|| en.clone());
    }
    match says.group() {
        Group::Basic => basic::say(says),
        Group::Patterns => patterns::say(says),
        Group::Chains => chains::say(says),
    }
}
