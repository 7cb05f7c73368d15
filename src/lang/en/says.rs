//! Explanations in English: one arm per [`Says`].

mod basic;
mod chains;
mod patterns;

pub use chains::inner_proof;

use crate::lang::says::Says;

/// The English of a step's reasoning (without its conclusion): each
/// group of families has its own file, which says every message of it.
pub fn say(says: &Says) -> String {
    match says {
        Says::Custom { en, .. } => en.clone(),
        Says::Own(w) => w.0.en(),
        Says::Basic(says) => basic::say(says),
        Says::Patterns(says) => patterns::say(says),
        Says::Chains(says) => chains::say(says),
    }
}

/// `pair`, `triple`, `quad`.
pub(in crate::lang::en) fn subset_name(size: usize) -> &'static str {
    match size {
        0 | 1 => "",
        2 => "pair",
        3 => "triple",
        _ => "quad",
    }
}
