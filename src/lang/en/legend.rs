//! Legend words in English: one line per [`Label`].

use super::says::subset_name;
use crate::grid::{House, HouseKind};
use crate::lang::label::{Label, SubsetKind};
use crate::lang::{braced, joined, slashed};
use crate::step::Role;
use crate::text::{digits_text, houses_text, join_and};

/// The English of a legend entry.
pub(super) fn label(l: &Label) -> String {
    use Label as L;
    match l {
        L::Role(role) => role_word(*role).to_string(),
        L::RoleCell(role) => format!("{} cell", role_word(*role)),
        L::Together(parts) => {
            let words: Vec<String> = parts.iter().map(label).collect();
            words.join(" and ")
        }
        L::StrongLink => "strong link".into(),
        L::ConjugatePair => "only two places in a row, column or box".into(),
        L::WeakLink => "weak link".into(),
        L::LinksNotDrawn { drawn, total } => {
            format!("only the first {drawn} of {total} links are drawn")
        }
        L::Given => "given".into(),
        L::PlacedDigit => "placed digit".into(),
        L::BlockingDigit => "digit that blocks".into(),
        L::BlockingLine => "where it blocks".into(),
        L::CellLeft => "the cell left".into(),

        L::House(h) => h.to_string(),
        L::Houses(hs) => join_and(&names(hs)),
        L::RectangleHouses(hs) => names(hs).join(" and "),
        L::TheDigits(d) => format!("the {d}s"),
        L::TheDigitsOf { digit, house } => format!("the {digit}s of {house}"),
        L::WhereTheyMeet => "where they meet".into(),
        L::Both => "both".into(),
        L::SeeEachOther => "see each other".into(),
        L::NotBoth => "not both".into(),

        L::OneCandidate(cell) => format!("{cell}: one candidate"),
        L::OnePlaceFor { house, digit } => format!("{house}: one place for {digit}"),
        L::OneEmptyCell(house) => format!("{house}: one empty cell"),

        L::Subset { kind, size, digits } => {
            let kind = match kind {
                SubsetKind::Naked => "naked",
                SubsetKind::Locked => "locked",
                SubsetKind::Hidden => "hidden",
            };
            format!("{kind} {} {}", subset_name(*size), braced(*digits))
        }
        L::AlignedCells(2) => "the two cells".into(),
        L::AlignedCells(_) => "the three cells".into(),
        L::TheirCandidates => "their candidates".into(),
        L::EmptyUnder(2) => "empty under a pair".into(),
        L::EmptyUnder(_) => "empty under a triple".into(),

        L::Base(hs) => format!("base {}", houses_text(hs)),
        L::Cover(hs) => format!("cover {}", houses_text(hs)),
        L::BaseAndCover => "base and cover".into(),
        L::FishDigits(d) => format!("the fish's {d}s"),
        L::FinsACaseEach => "fins: a case each".into(),
        L::ACaseEach(h) => format!("{h}: a case each"),

        L::OnlyTwo(d) => format!("only two {d}s"),
        L::OnlyTwoIn { house, digit } => format!("{house}: only two {digit}s"),
        L::OnlyTwoInAHouse(d) => format!("only two {d}s in a house"),
        L::TheRectangle(h) => format!("{h}: the rectangle"),
        L::Shared(h) => format!("{h}: shared"),
        L::OneColourTwice(h) => format!("{h}: one colour twice"),
        L::SameColourSameHouse => "same colour, same house".into(),
        L::Colour { cluster, side } => format!("{cluster}{side}"),
        L::ColoursSeeEachOther => "A and B see each other".into(),
        L::ProvedByAnInnerBranch => "then false, by an inner branch".into(),
        L::ColourRemoved { cluster, side } => format!("{cluster}{side}: eliminated"),

        L::Hinge => "hinge".into(),
        L::FirstCell => "first cell".into(),
        L::DigitsSeeEachOther(ds) => format!("{}: see each other", digits_text(*ds)),
        L::Z(ds, _) if ds.is_empty() => "Z".to_string(),
        L::Z(ds, sep) => format!("Z = {}", joined(*ds, sep)),
        L::X(ds, sep) => format!("X = {}", joined(*ds, sep)),
        L::XY { x, y } => format!("X = {}, Y = {}", slashed(*x), slashed(*y)),
        L::OnlyTwice { house, digit } => format!("{house}: {digit} only twice"),
        L::TheLinkDigit(d) => format!("{d}, the link digit"),
        L::OnePincerIs(d) => format!("{d}: one pincer is {d}"),
        L::Stem => "stem".into(),
        L::Wxy => "W, X, Y".into(),
        L::StemsLine(h) => format!("{h}: the stem's line"),
        L::StemsBox(h) => format!("{h}: the stem's box"),

        L::Corners(ds) => format!("corners' {}", braced(*ds)),
        L::OpenCorners(ds) => format!("open corners' {}", braced(*ds)),
        L::LoopCells(ds) => format!("loop's {}", braced(*ds)),
        L::PlacedCorners => "placed corners".into(),
        L::ExtraCandidate => "extra candidate".into(),
        L::Extra(d) => format!("extra {d}"),
        L::NakedSubset => "naked subset".into(),
        L::OnlyPlacesFor(d) => format!("only places for {d}"),
        L::OnlyOnTheRectangle(d) => format!("{d} only on the rectangle"),
        L::ThreeTimes(d) => format!("{d} three times"),
        L::OthersAndDigits { cell, digit } => format!("{cell}'s others, the {digit}s"),

        L::AlmostLockedSet => "almost locked set (ALS)".into(),
        L::HousesOfAB => "houses of A and B".into(),
        L::AB => "A and B".into(),
        L::RestOfA => "rest of A".into(),
        L::RestOfB => "rest of B".into(),
        L::HousesOfABC => "houses of A, B, C".into(),
        L::ABC => "A, B and C".into(),
        L::RestOfAB => "rest of A and B".into(),
        L::RestOfC => "rest of C".into(),
        L::HousesOfTheSets => "houses of the sets".into(),
        L::TheSets => "the sets".into(),
        L::LinkDigits => "link digits".into(),
        L::RestOfOddSets => "rest of sets 1, 3, ...".into(),
        L::RestOfEvenSets => "rest of sets 2, 4, ...".into(),
        L::LinkNotBoth => "link: not both".into(),
        L::StemAndPetals => "stem and petals".into(),
        L::StemDigits => "stem digits".into(),
        L::RestOfOddPetals => "rest of petals 1, 3, ...".into(),
        L::RestOfEvenPetals => "rest of petals 2, 4, ...".into(),
        L::StemDigitNotBoth => "stem digit: not both".into(),
        L::Intersection => "intersection".into(),
        L::CellsUsed => "cells used".into(),
        L::InTheIntersection(ds) => format!("{} in the intersection", braced(*ds)),
        L::InTheLine { digits, line } => {
            let kind = match line.kind() {
                HouseKind::Row => "row",
                HouseKind::Column => "column",
                HouseKind::Box => "box",
            };
            format!("{} in the {kind}", braced(*digits))
        }
        L::InTheBox(ds) => format!("{} in the box", braced(*ds)),

        L::FalseIfTheFirstIs => "false if the first is".into(),
        L::TrueIfTheFirstIsFalse => "true if the first is false".into(),
        L::StrongOneIsTrue => "strong: one is true".into(),
        L::WeakNotBoth => "weak: not both".into(),
        L::Assumed => "assumed".into(),
        L::ACase => "a case".into(),
        L::TheCases(h) => format!("{h}: the cases"),
        L::ThenTrue => "then true".into(),
        L::ThenFalse => "then false".into(),
        L::MakesTrue => "makes true".into(),
        L::MakesFalse => "makes false".into(),
        L::WithEarlierFactsMakes(true) => "with earlier facts, makes true".into(),
        L::WithEarlierFactsMakes(false) => "with earlier facts, makes false".into(),
        L::Contradiction => "contradiction".into(),

        L::SomeTemplateUses(d) => format!("{d}s some template uses"),
        L::FromTheSearch(cell) => format!("{cell}: from the search"),
    }
}

/// The generic name of a role's disc, for patterns that name none.
fn role_word(role: Role) -> &'static str {
    match role {
        Role::Pattern => "pattern",
        Role::Fin => "fin",
        Role::Elimination => "elimination",
        Role::Placement => "placement",
        Role::House => "house",
        Role::SecondaryHouse => "second house",
        Role::ColorA => "colour A",
        Role::ColorB => "colour B",
        Role::Link => "link digit",
    }
}

fn names(hs: &[House]) -> Vec<String> {
    hs.iter().map(|h| h.to_string()).collect()
}
