//! The part a highlighted cell, candidate or house plays in a pattern: a
//! [`Role`], not a colour (the renderer's palette gives each role its
//! look). Below the steps and the catalogues, so a legend's words
//! ([`crate::lang::Label`]) name roles without importing the steps.

use serde::Serialize;

/// What part a highlighted thing plays in a pattern.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// A cell or candidate the pattern is made of.
    Pattern,
    /// An extra candidate that spoils a basic pattern (finned fish).
    Fin,
    /// A candidate the step removes.
    Elimination,
    /// A digit the step places.
    Placement,
    /// A house the pattern lives in.
    House,
    /// Second house set (cover houses of a fish, the target house...).
    SecondaryHouse,
    /// Colour group A (colouring, chains).
    ColorA,
    /// Colour group B.
    ColorB,
    /// A digit that links parts of a pattern: the restricted common of two
    /// almost locked sets, a death blossom's stem digits.
    Link,
}
