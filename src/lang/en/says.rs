//! Explanations in English: one arm per [`Says`].

mod basic;
mod chains;
mod patterns;

pub use chains::inner_proof;

use crate::lang::says::{Group, Says};

/// The English of a step's reasoning (without its conclusion): each
/// group of families has its own file ([`Says::group`]).
pub fn say(says: &Says) -> String {
    if let Says::Custom { en, .. } = says {
        return en.clone();
    }
    match says.group() {
        Group::Basic => basic::say(says),
        Group::Patterns => patterns::say(says),
        Group::Chains => chains::say(says),
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
