//! Explanations in Japanese: one arm per [`Says`], from the same data as
//! the English.

mod basic;
mod chains;
mod patterns;

use crate::lang::says::Says;
pub(super) use chains::inner_proof;

/// The Japanese of a step's reasoning (without its conclusion): each
/// group of families has its own file, which says every message of it.
pub(super) fn say(says: &Says) -> String {
    match says {
        Says::Custom { en, ja } => ja.clone().unwrap_or_else(|| en.clone()),
        Says::Own(w) => w.0.ja(),
        Says::Basic(says) => basic::say(says),
        Says::Patterns(says) => patterns::say(says),
        Says::Chains(says) => chains::say(says),
    }
}
