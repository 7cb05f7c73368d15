//! English explanations of chains, almost locked sets, forcing chains and nets, kraken fish: one arm per [`ChainSays`]
//! variant of these families.

use crate::grid::{DigitSet, HouseKind};
use crate::lang::says::{
    AlsLink, BranchSays, ChainCase, ChainSays, ClashSays, Fact, ForcingCases, ForcingSays,
    InnerSays, LoopEnd, Node, NodeKind,
};
use crate::lang::{braced, slashed};
use crate::text::{cells_text, compact_cells, digits_text, houses_text};

/// The English of a step of these families (other steps: empty).
pub(super) fn say(says: &ChainSays) -> String {
    use ChainSays as S;
    match says {
        S::Chain {
            case,
            name,
            notation,
            first,
            last,
            sets,
        } => {
            let text = chain(case, name, notation, first, last);
            let sets: Vec<String> = sets.iter().map(als_link).collect();
            if sets.is_empty() {
                text
            } else {
                // Right after the notation, before what the chain proves.
                let sets = sets.join("; ");
                text.replacen(notation, &format!("{notation} (where {sets})"), 1)
            }
        }
        S::AlsXz {
            a,
            b,
            x,
            z,
            doubly,
            rests,
        } => {
            let head = format!("A={a}, B={b}, X={}", commas(*x));
            if *doubly {
                // A bivalue ALS made of the two links has no rest to lock.
                let locked: Vec<String> = rests
                    .iter()
                    .map(|(name, rest, cells)| {
                        format!(
                            "the rest of {name} ({rest}) is locked in {}",
                            compact_cells(*cells)
                        )
                    })
                    .collect();
                format!(
                    "ALS-XZ (doubly linked): {head}. A and B each lose exactly one of {}, so {}, \
                     and {} each lie in A or B",
                    digits_text(*x),
                    locked.join(" and "),
                    digits_text(*x),
                )
            } else {
                format!(
                    "ALS-XZ: {head}, Z={}. {} is true in at most one of A and B, so one of them \
                     is locked and {} is in A or in B",
                    commas(*z),
                    digits_text(*x),
                    each_of(*z),
                )
            }
        }
        S::AlsXyWing { a, b, c, x, y, z } => {
            // A, locked, holds every X, so C loses them all; C, locked, then
            // holds its other link digits, which B loses: Y is what is left
            // of the B-C link once X is taken out.
            let y_left = *y - *x;
            let xs = digits_text(*x);
            let zs = digits_text(*z).replace(" and ", " or ");
            let argument = if y_left.is_empty() {
                format!(
                    "if A had no Z, it would be locked and hold {xs}, so C would lose {xs}, more \
                     than an almost locked set can lose: A holds Z"
                )
            } else {
                let ys = digits_text(y_left);
                format!(
                    "if A had no Z, it would be locked and hold {xs}, so C would lose {xs} and \
                     hold {ys}, and B would lose {ys} and hold Z: Z is in A or in B"
                )
            };
            let y_shown = if y_left.is_empty() { *y } else { y_left };
            format!(
                "ALS-XY-Wing: A={a}, B={b}, C={c}, X={}, Y={}, Z={}. For Z = {zs}: {argument}",
                slashed(*x),
                slashed(y_shown),
                slashed(*z),
            )
        }
        S::AlsChain { sets, links, z } => {
            let mut text = String::new();
            for (i, a) in sets.iter().enumerate() {
                if i > 0 {
                    text.push_str(&format!(" -{}- ", slashed(links[i - 1])));
                }
                text.push_str(&a.to_string());
            }
            format!(
                "ALS-Chain: {text}, Z={}. For Z = {}: if the first set had no Z, each set in \
                 turn would be locked and push its link digit out of the next, so the last set \
                 would hold Z: Z is in the first set or in the last",
                slashed(*z),
                digits_text(*z),
            )
        }
        S::DeathBlossom {
            stem,
            stem_digits,
            petals,
            z,
        } => {
            let named: Vec<String> = petals.iter().map(|(d, p)| format!("{d}: {p}")).collect();
            let cells: Vec<String> = petals.iter().map(|(_, p)| compact_cells(p.cells)).collect();
            format!(
                "Death Blossom: stem {stem}{}, petals {}, Z={z}. Whichever digit the stem takes, \
                 its petal loses it and is locked, so {} is in one of the petals ({})",
                braced(*stem_digits),
                named.join(", "),
                each_of(*z),
                cells.join(" | "),
            )
        }
        S::SueDeCoq {
            extended,
            cells,
            digits,
            line,
            block,
            line_cells,
            line_digits,
            box_cells,
            box_digits,
        } => {
            let kind = match line.kind() {
                HouseKind::Row => "row",
                HouseKind::Column => "column",
                HouseKind::Box => "box",
            };
            let both = *line_digits & *box_digits;
            format!(
                "Sue de Coq{}: {}{} where {line} meets {block}, with {}{} in the {kind} and {}{} \
                 in the box: these cells hold exactly their digits, {} within the {kind} and {} \
                 within the box",
                if *extended { " (extended)" } else { "" },
                compact_cells(*cells),
                braced(*digits),
                compact_cells(*line_cells),
                braced(*line_digits),
                compact_cells(*box_cells),
                braced(*box_digits),
                ((*digits | *line_digits) - *box_digits) | both,
                ((*digits | *box_digits) - *line_digits) | both,
            )
        }
        S::Forcing(f) => forcing(f, forcing_name(f.net)),
        S::Nishio {
            digit,
            forcing,
            clash: why,
        } => {
            let branch = forcing.branches.first().map(branch).unwrap_or_default();
            let clash = why.map(clash).unwrap_or_default();
            format!(
                "Nishio Forcing Chain (following only the {digit}s): {branch}: {clash}, a \
                 contradiction"
            )
        }
        S::NestedForcing {
            forcing: f,
            inner_chains,
            inner,
        } => {
            // Named for the inner branches (the outer one is always a net).
            let name = match (f.net, inner_chains) {
                (false, _) => forcing_name(false),
                (true, true) => "Nested Forcing Chain",
                (true, false) => "Nested Forcing Net",
            };
            let outer = forcing(f, name);
            if inner.is_empty() {
                return outer;
            }
            // Numbered, one per fact an inner branch proved.
            let inner: Vec<String> = inner
                .iter()
                .enumerate()
                .map(|(k, p)| format!("({}) {}", k + 1, inner_proof(p)))
                .collect();
            format!("{outer}; where {}", inner.join("; "))
        }
        S::Kraken {
            name,
            fish_name,
            kraken_type,
            digit: d,
            base,
            cover,
            fins,
            cover_house,
            premises,
            branches,
            conclusion,
            ..
        } => {
            let (base, cover) = (houses_text(base), houses_text(cover));
            let fin_word = if fins.len() == 1 { "fin" } else { "fins" };
            let chains: Vec<String> = branches.iter().map(branch).collect();
            let head = format!(
                "{name} (type {kraken_type}) on {d}: {fish_name} {base} / {cover} with the \
                 {fin_word} {}",
                cells_text(fins.iter().copied())
            );
            match cover_house {
                None => format!(
                    "{head}. If no fin is {d}, the fish stands and {cover} get their {d} from \
                     {base}, so {} is not {d}; if a fin is {d}: {}: every case gives {}",
                    conclusion.cell,
                    chains.join("; "),
                    fact(conclusion)
                ),
                Some((house, inside)) => {
                    let inside: Vec<String> = inside.iter().map(|c| c.to_string()).collect();
                    format!(
                        "{head}. If no fin is {d}, the fish stands and {house} gets its {d} from \
                         {}: so one of {} is {d}: {}: every case gives {}",
                        inside.join(" or "),
                        cells_text(premises.iter().copied()),
                        chains.join("; "),
                        fact(conclusion)
                    )
                }
            }
        }
    }
}

/// `3,5` (ALS-XZ's digit lists).
fn commas(d: DigitSet) -> String {
    let v: Vec<String> = d.iter().map(|x| x.to_string()).collect();
    v.join(",")
}

/// `5`, or `each of 3 and 5`.
fn each_of(d: DigitSet) -> String {
    if d.len() == 1 {
        d.to_string()
    } else {
        format!("each of {}", digits_text(d))
    }
}

/// `r1c1=5` / `r1c1<>5`.
fn fact(f: &Fact) -> String {
    let op = if f.truth { "=" } else { "<>" };
    format!("{}{op}{}", f.cell, f.digit)
}

/// How a position breaks down, in words.
fn clash(c: ClashSays) -> String {
    match c {
        ClashSays::CellEmpty(cell) => format!("{cell} has no candidate left"),
        ClashSays::HouseEmpty(house, digit) => format!("{house} has no place left for {digit}"),
        ClashSays::BothWays(cell, digit) => format!("{cell} would be {digit} and not {digit}"),
    }
}

/// An inner branch of a nested net: the fact it proves, since its own
/// facts end in a contradiction (with the outer facts it uses).
pub fn inner_proof(p: &InnerSays) -> String {
    let givens: Vec<String> = p.givens.iter().map(fact).collect();
    let with = if givens.is_empty() {
        String::new()
    } else {
        format!(" (with {})", givens.join(", "))
    };
    format!(
        "{} since {}: {}{with}",
        fact(&p.proves),
        branch(&p.own),
        clash(p.clash)
    )
}

/// `Forcing Chain` or `Forcing Net`.
fn forcing_name(net: bool) -> &'static str {
    if net {
        "Forcing Net"
    } else {
        "Forcing Chain"
    }
}

/// A forcing chain or net under `name`.
fn forcing(f: &ForcingSays, name: &str) -> String {
    let texts: Vec<String> = f.branches.iter().map(branch).collect();
    let cases = match &f.cases {
        ForcingCases::Contradiction(Some(c)) => {
            return format!(
                "{name} Contradiction: {}: {}, a contradiction",
                texts.join("; "),
                clash(*c)
            )
        }
        ForcingCases::Contradiction(None) => String::new(),
        ForcingCases::Cell { cell, digits } => {
            let ds: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
            format!("{cell} is {}", ds.join(" or "))
        }
        ForcingCases::Unit {
            house,
            digit,
            cells,
        } => {
            let cs: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
            format!("{digit} in {house} is in {}", cs.join(" or "))
        }
        ForcingCases::Digit { cell, digit } => format!("{cell} is {digit} or not"),
    };
    format!(
        "{name} Verity ({cases}): {}: every case gives {}",
        texts.join("; "),
        fact(&f.conclusion)
    )
}

/// What a chain proves, by its kind.
fn chain(case: &ChainCase, name: &str, notation: &str, first: &Node, last: &Node) -> String {
    match case {
        ChainCase::RemotePair { cells, digits } => format!(
            "{name} {notation}: {} hold only {} and {} and each sees the next, so the \
             two digits alternate along the chain; a cell that sees two of these cells \
             with different digits can hold neither",
            cells.join(", "),
            digits[0],
            digits[1]
        ),
        ChainCase::XChain => format!(
            "{name} on {d}: {notation} (= the only two places for {d} in a house, - cells \
             that see each other). If {} is false, {} is true: one of the two ends holds \
             {d}, and a cell that sees both cannot",
            said(first),
            said(last),
            d = first.digit
        ),
        ChainCase::XyChain => format!(
            "{name} {notation}: each cell holds only its two digits, so if {} is false, \
             {} is true: one of the two ends holds {}, and a cell that sees both cannot",
            said(first),
            said(last),
            first.digit
        ),
        ChainCase::Aic => format!(
            "{name} {notation} (= strong link: one of the two is true; - weak link: not \
             both are). If {} is false, {} is true: one of the two ends is true, and a \
             candidate weakly linked to both would make both false",
            said(first),
            said(last)
        ),
        ChainCase::ContinuousLoop => format!(
            "{name} {notation}: strong and weak links alternate all the way round, so each \
             link holds both ways and exactly one end of every weak link is true; a \
             candidate weakly linked to both ends of a weak link goes"
        ),
        ChainCase::AlsContinuousLoop => format!(
            "{name} {notation}: strong and weak links alternate all the way round, so each \
             link holds both ways and exactly one end of every weak link is true; a \
             candidate weakly linked to both ends of a weak link goes. Each set lacks \
             exactly one of the two digits the loop uses at it, so its other digits are \
             locked in it (at a forced exit, each of the cell's other digits is in the set \
             or in the cell): a candidate that sees all of a digit's places goes"
        ),
        ChainCase::DiscontinuousLoop(end) => match end {
            Some(LoopEnd::Place(c, d)) => format!(
                "{name} {notation}: if {c} is not {d}, going round the loop makes it {d}, \
                     so it is {d}"
            ),
            Some(LoopEnd::Remove(c, d)) => format!(
                "{name} {notation}: if {c} were {d}, going round the loop would make it \
                     not {d}, so it is not"
            ),
            Some(LoopEnd::RemoveGroup(cells, d)) => format!(
                "{name} {notation}: if {d} were in {}, going round the loop would \
                     take it out again, so none of these cells is {d}",
                compact_cells(*cells)
            ),
            Some(LoopEnd::CellPair(c, x, y)) => format!(
                "{name} {notation}: if {c} is not {x}, going round the loop makes it \
                     {y}, so {c} is {x} or {y}"
            ),
            Some(LoopEnd::WeakStrong(c, x, y)) => format!(
                "{name} {notation}: if {c} were {x}, going round the loop would make it \
                     {y} as well, so it is not {x}"
            ),
            None => format!("{name} {notation}"),
        },
    }
}

/// One sentence per ALS node: why the set's strong link holds.
fn als_link(l: &AlsLink) -> String {
    match l {
        AlsLink::ForcedExit {
            x,
            y,
            set,
            cell: c,
            size: n,
        } => format!(
            "({x}){set}=({y}){c} is a forced exit: {set} is an almost locked set ({n} \
             cells holding {m} digits), so if none of them is {x}, the other {n} digits \
             are locked in them; every other digit of {c} is one of them, and {c} sees all \
             its cells in the set, so {c} is {y}",
            m = n + 1,
        ),
        AlsLink::Inside {
            x,
            y,
            set,
            size: n,
            cells,
        } => {
            let ys = if cells.len() == 1 {
                compact_cells(*cells)
            } else {
                format!("one of {}", compact_cells(*cells))
            };
            format!(
                "({x}={y}){set} is an almost locked set: {n} cells holding {m} digits, so \
                 if none of them is {x}, the other {n} digits are locked in them and {ys} \
                 is {y}",
                m = n + 1,
            )
        }
    }
}

/// A branch in plain Eureka-like notation: levels of facts joined by
/// `=>`, facts of one level by `, `.
fn branch(b: &BranchSays) -> String {
    let levels: Vec<String> = b
        .levels
        .iter()
        .map(|level| level.iter().map(fact).collect::<Vec<_>>().join(", "))
        .collect();
    levels.join(" => ")
}

/// "r1c1=5" for a cell, "r1c12 (a group)=5" for a group.
fn said(n: &Node) -> String {
    let text = match n.kind {
        NodeKind::Als => format!("{} (in the ALS {})", compact_cells(n.cells), n.place),
        NodeKind::Group => format!("{} (a group)", n.place),
        NodeKind::Cell => n.place.clone(),
    };
    format!("{text}={}", n.digit)
}
