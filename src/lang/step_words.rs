//! A [`Step`]'s words, made on demand: a step is data (its pattern says
//! what it found as a [`Says`](super::Says)), and its explanation is what
//! a catalogue makes of that data. The English one is what `Display`, the
//! step's JSON and [`Step::explanation`] show.

use super::{en, Lang};
use crate::grid::Candidate;
use crate::outcome::Status;
use crate::step::{effects_text, Pattern, Step};
use crate::strategies::forcing::InnerProof;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use std::fmt;

/// A pattern's logic in plain English words (without the step's
/// conclusion): what the English catalogue says of [`Pattern::says`].
pub trait Explain {
    fn explain(&self) -> String;
}

impl<P: Pattern> Explain for P {
    fn explain(&self) -> String {
        self.says().map(|s| en::say(&s)).unwrap_or_default()
    }
}

/// The English explanation: the reason, then what it removes or places.
pub(super) fn english(step: &Step) -> String {
    let reason = step.says().map(|s| en::say(&s)).unwrap_or_default();
    conclude(&reason, &step.placements, &step.eliminations)
}

fn conclude(reason: &str, placements: &[Candidate], eliminations: &[Candidate]) -> String {
    if placements.is_empty() && eliminations.is_empty() {
        format!("{reason} (this removes nothing here)")
    } else {
        format!("{reason}, so {}", effects_text(placements, eliminations))
    }
}

impl Step {
    /// The explanation in English, cells written `r1c1`
    /// (`step.explain(Lang::Ja)` for another language).
    pub fn explanation(&self) -> String {
        self.explain(Lang::En)
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.strategy, self.explanation())
    }
}

impl Serialize for Step {
    /// `{"strategy", "placements": ["r5c7=3"], "eliminations": ["r4c1<>3"],
    /// "explanation", "pattern": {...}, "highlights": [...]}`, the
    /// explanation in English.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Step", 6)?;
        st.serialize_field("strategy", self.strategy)?;
        let placements: Vec<String> = self.placements.iter().map(|p| p.placement()).collect();
        let eliminations: Vec<String> = self.eliminations.iter().map(|e| e.elimination()).collect();
        st.serialize_field("placements", &placements)?;
        st.serialize_field("eliminations", &eliminations)?;
        st.serialize_field("explanation", &self.explanation())?;
        st.serialize_field("pattern", &self.pattern_json())?;
        st.serialize_field("highlights", &self.highlights)?;
        st.end()
    }
}

impl Status {
    /// The outcome in plain words, e.g. "stuck: the chosen strategies make no
    /// more progress".
    pub fn describe(&self) -> String {
        match self {
            Status::Solved => "solved by logic".to_string(),
            Status::SolvedWithBruteForce => {
                "solved, but only with brute force: logic alone got stuck".to_string()
            }
            Status::Stuck => "stuck: the chosen strategies make no more progress".to_string(),
            Status::Contradiction => "contradiction: the puzzle has no solution".to_string(),
            Status::MultipleSolutions { found } => format!(
                "the puzzle has more than one solution (at least {found} found), so no \
                 logic can finish it"
            ),
            Status::CustomFailed => "stopped: a custom strategy failed".to_string(),
        }
    }
}

impl InnerProof {
    /// An inner branch of a nested forcing net in `lang`: the fact it
    /// proves, since its own facts end in a contradiction (with the outer
    /// facts it uses).
    pub fn text(&self, lang: Lang) -> String {
        lang.catalogue().inner_proof(&self.says())
    }
}
