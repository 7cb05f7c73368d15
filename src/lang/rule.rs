//! Which one-line rule a worksheet reminds the learner of: a strategy's
//! own where it has one, else its family's. Every catalogue says every
//! [`Rule`] (one arm each, no fallback), so a rule cannot go missing in
//! one language.

use crate::strategies::decl::{Decl, Family};

/// A rule a catalogue says in one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Full House.
    FullHouse,
    /// Naked Single.
    NakedSingle,
    /// Hidden Single.
    HiddenSingle,
    /// Locked candidates, pointing.
    Pointing,
    /// Locked candidates, claiming.
    Claiming,
    /// Naked and locked subsets.
    NakedSubset,
    /// Hidden subsets.
    HiddenSubset,
    /// X-Wing, Swordfish, Jellyfish.
    BasicFish,
    /// Skyscraper, Two-String Kite, Turbot Fish.
    TwoStrongLinks,
    /// Empty Rectangle.
    EmptyRectangle,
    /// XY-Wing.
    XyWing,
    /// XYZ-Wing.
    XyzWing,
    /// W-Wing.
    WWing,
    /// Simple colours, trap and wrap.
    SimpleColors,
    /// Unique Rectangle type 1.
    UniqueRectangle1,
    /// Unique Loop.
    UniqueLoop,
    /// What the strategies of a family have in common.
    Family(Family),
}

impl Rule {
    /// The rule that reminds a learner of strategy `decl`.
    pub fn of(decl: &Decl) -> Rule {
        match decl.id {
            "full-house" => Rule::FullHouse,
            "naked-single" => Rule::NakedSingle,
            "hidden-single" => Rule::HiddenSingle,
            "locked-candidates-pointing" => Rule::Pointing,
            "locked-candidates-claiming" => Rule::Claiming,
            "naked-pair" | "naked-triple" | "naked-quad" | "locked-pair" | "locked-triple" => {
                Rule::NakedSubset
            }
            "hidden-pair" | "hidden-triple" | "hidden-quad" => Rule::HiddenSubset,
            "x-wing" | "swordfish" | "jellyfish" => Rule::BasicFish,
            "skyscraper" | "two-string-kite" | "turbot-fish" => Rule::TwoStrongLinks,
            "empty-rectangle" => Rule::EmptyRectangle,
            "xy-wing" => Rule::XyWing,
            "xyz-wing" => Rule::XyzWing,
            "w-wing" => Rule::WWing,
            "simple-colors-trap" | "simple-colors-wrap" => Rule::SimpleColors,
            "unique-rectangle-1" => Rule::UniqueRectangle1,
            "unique-loop" => Rule::UniqueLoop,
            _ => Rule::Family(decl.family),
        }
    }
}
