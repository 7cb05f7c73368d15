//! The English catalogue: the teaching files' own words (a step's
//! explanation is what its pattern's `Pattern::explain` says, with the
//! step's conclusion), so English output stays what it always was.

use super::{Catalogue, Lang, Msg};
use crate::grid::House;
use crate::solver::Status;
use crate::step::Step;
use crate::strategies::REGISTRY;

/// The English catalogue.
pub struct English;

impl Catalogue for English {
    fn lang(&self) -> Lang {
        Lang::En
    }

    fn strategy_name(&self, id: &str) -> Option<&'static str> {
        if id == crate::solver::BRUTE_FORCE {
            return Some("Brute Force");
        }
        REGISTRY.iter().find(|s| s.id == id).map(|s| s.name)
    }

    fn explain(&self, step: &Step) -> String {
        step.explanation.clone()
    }

    fn puzzle_heading(&self, line: usize, file: &str) -> String {
        format!("Puzzle at line {line} of {file}")
    }

    fn page_title(&self, line: usize, file: &str) -> String {
        format!("{file} (line {line})")
    }

    fn house(&self, house: House) -> String {
        house.to_string()
    }

    fn status(&self, status: &Status) -> String {
        status.describe()
    }

    fn result_line(&self, n: usize, brute_force: usize, status: &Status) -> String {
        let note = if brute_force > 0 {
            format!(", {brute_force} of them brute-force")
        } else {
            String::new()
        };
        let steps = if n == 1 { "step" } else { "steps" };
        format!("Result ({n} {steps}{note}): {}", status.describe())
    }

    fn rating_line(&self, se: f32, lower: bool, hardest: &str, score: u32, level: &str) -> String {
        let lower = if lower { " at least" } else { "" };
        format!(
            "Rating: SE{lower} {se:.1} (hardest step on SE's own path: {hardest}); HoDoKu score \
             {score}, level {level}"
        )
    }

    fn instances_line(&self, line: usize, count: usize, id: &str) -> String {
        format!("line {line}: {count} instance(s) of {id}")
    }

    fn level(&self, level: &str) -> String {
        level.to_string()
    }

    fn msg(&self, msg: Msg) -> &'static str {
        match msg {
            Msg::PuzzleAt => "Puzzle at line",
            Msg::Rating => "Rating",
            Msg::Steps => "Steps",
            Msg::Start => "Start",
            Msg::Previous => "Previous",
            Msg::Next => "Next",
            Msg::LegendPattern => "pattern",
            Msg::LegendFin => "fin",
            Msg::LegendElimination => "eliminated",
            Msg::LegendPlacement => "placed",
            Msg::LegendHouse => "house",
            Msg::LegendSecondaryHouse => "second house",
            Msg::LegendColorA => "colour A",
            Msg::LegendColorB => "colour B",
            Msg::LegendLink => "link digit",
            Msg::LegendOverlap => "overlap",
            Msg::LegendStrongLink => "strong link",
            Msg::LegendWeakLink => "weak link",
            Msg::NoEffect => "removes nothing",
            Msg::RateLine => "line",
            Msg::RateLevel => "level",
            Msg::RateHardest => "hardest",
            Msg::RateLowerBound => " (logic ran out, a digit was looked up: SE is a lower bound)",
            Msg::NotRated => "not rated",
            Msg::NotInDefault => "not in the default solver",
        }
    }

    fn error(&self, english: &str) -> String {
        english.to_string()
    }
}
