//! English explanations of singles, intersections, subsets and fish: one arm per [`BasicSays`]
//! variant of these families.

use super::subset_name;
use crate::lang::braced;
use crate::lang::says::{BasicSays, SiameseHalf};
use crate::text::{cells_text, digits_text, houses_text, join_and};

/// The English of a step of these families (other steps: empty).
pub(super) fn say(says: &BasicSays) -> String {
    use BasicSays as S;
    match says {
        S::FullHouse { house, cell, digit } => format!(
            "Full house: {cell} is the only empty cell of {house}, and {digit} is the only \
             digit {house} lacks"
        ),
        S::NakedSingle { cell, digit } => {
            format!("Naked single: {digit} is the only candidate left in {cell}")
        }
        S::HiddenSingle { house, cell, digit } => {
            format!("Hidden single: in {house}, {digit} can only go in {cell}")
        }
        S::LockedCandidates {
            pointing,
            digit,
            base,
            cover,
            cells,
        } => {
            let name = if *pointing {
                "Locked candidates (pointing)"
            } else {
                "Locked candidates (claiming)"
            };
            format!(
                "{name}: in {base}, {digit} can only go in {}, all in {cover}; whichever holds \
                 it, {cover} has its {digit} there",
                cells_text(cells.iter().copied()),
            )
        }
        S::NakedSubset {
            locked,
            size,
            digits,
            cells,
            houses,
        } => {
            let kind = if *locked { "Locked" } else { "Naked" };
            let houses: Vec<String> = houses.iter().map(|h| h.to_string()).collect();
            format!(
                "{kind} {} {} in {}: {} go nowhere else in {}",
                subset_name(*size),
                braced(*digits),
                cells_text(cells.iter().copied()),
                digits_text(*digits),
                join_and(&houses)
            )
        }
        S::HiddenSubset {
            size,
            digits,
            cells,
            house,
        } => format!(
            "Hidden {} {} in {}: in {house}, {} can only go in these cells, which therefore \
             hold nothing else",
            subset_name(*size),
            braced(*digits),
            cells_text(cells.iter().copied()),
            digits_text(*digits)
        ),
        S::AlignedExclusion {
            cells,
            excluded,
            gone,
        } => {
            let gone: Vec<String> = gone.iter().map(|c| format!("{c:#}")).collect();
            let gone = gone.join(", ");
            if let [a, b] = cells[..] {
                let pairs: Vec<String> = excluded
                    .iter()
                    .map(|(ds, by)| format!("{a}={}/{b}={} ({by} empty)", ds[0], ds[1]))
                    .collect();
                format!(
                    "Aligned Pair Exclusion: {a} and {b} see each other; cells seeing both rule \
                     out {}; no pair is left for {gone}",
                    pairs.join(", "),
                )
            } else {
                let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
                let triples: Vec<String> = excluded
                    .iter()
                    .map(|(ds, by)| {
                        let ds: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
                        format!("{} ({by} empty)", ds.join("/"))
                    })
                    .collect();
                format!(
                    "Aligned Triple Exclusion: {}; cells seeing all three rule out {}; no \
                     triple is left for {gone}",
                    names.join("/"),
                    triples.join(", "),
                )
            }
        }
        S::Fish {
            kind,
            name,
            digit: d,
            size: n,
            base,
            cover,
            fins,
            endo_fins,
            finned,
            sashimi,
        } => {
            let (base, cover) = (houses_text(base), houses_text(cover));
            if !finned {
                return format!(
                    "{kind}{name} on {d}: in {base}, {d} can only go in {cover}; the {n} base \
                     houses need {n} different cells, one in each cover house, so {cover} get \
                     their {d} from {base}"
                );
            }
            let all: Vec<_> = fins.iter().chain(endo_fins).copied().collect();
            let mut where_ = format!("or in the fin{} {}", plural(all.len()), cells_text(all));
            if !endo_fins.is_empty() {
                where_.push_str(&format!(
                    " ({} in two base houses at once)",
                    cells_text(endo_fins.iter().copied())
                ));
            }
            if *sashimi {
                where_.push_str(
                    " (without the fins a base line would keep at most one cell, so this is a \
                     sashimi fish)",
                );
            }
            format!(
                "{kind}{name} on {d}: in {base}, {d} can only go in {cover} {where_}; either a \
                 fin is {d}, or {cover} get their {d} from {base}: either way cells of {cover} \
                 that see every fin cannot be {d}"
            )
        }
        S::SiameseFish {
            kind,
            name,
            digit,
            base,
            halves,
        } => {
            let half = |h: &SiameseHalf| {
                format!(
                    "{} with fin{} {}",
                    houses_text(&h.cover),
                    plural(h.fins.len()),
                    cells_text(h.fins.iter().copied())
                )
            };
            format!(
                "Siamese {kind}{name} on {digit}: {} are two finned fish at once, with covers {} \
                 and with covers {}; each removes the {digit} its fins see in its covers",
                houses_text(base),
                half(&halves[0]),
                half(&halves[1]),
            )
        }
    }
}

/// `s` for more than one.
fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
