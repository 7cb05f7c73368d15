//! English explanations of single-digit patterns, colouring, wings, uniqueness and the last resorts: one arm per [`PatternSays`]
//! variant of these families.

use crate::grid::{Cell, DigitSet};
use crate::lang::braced;
use crate::lang::says::{ChainShape, ColourPair, Kite, PatternSays};
use crate::text::{cells_text, digits_text, join_and};

/// The English of a step of these families (other steps: empty).
pub(super) fn say(says: &PatternSays) -> String {
    use PatternSays as S;
    match says {
        S::SingleDigitChain {
            shape,
            digit: d,
            links: [l1, l2],
            cells: [a, b, c, e],
            weak: w,
        } => match shape {
            ChainShape::Skyscraper => format!(
                "Skyscraper on {d}: {l1} has {d} only in {a} and {b}, {l2} only in {c} and {e}; \
                 the base cells {b} and {c} share {w}, so at most one of them is {d} and \
                 one of the roof cells {a}, {e} must be {d}"
            ),
            ChainShape::TwoStringKite => format!(
                "2-String Kite on {d}: {l1} has {d} only in {a} and {b}, {l2} only in {c} and {e}; \
                 {b} and {c} share {w} and cannot both be {d}, so one of the string ends \
                 {a}, {e} must be {d}"
            ),
            ChainShape::TurbotFish => format!(
                "Turbot Fish on {d}: {l1} has {d} only in {a} and {b}, {l2} only in {c} and {e}; \
                 {b} and {c} share {w} and cannot both be {d}, so if {a} is not {d} then {b} \
                 is, {c} is not and {e} is: one of {a}, {e} must be {d}"
            ),
        },
        S::EmptyRectangle(er) => {
            let d = er.digit;
            let [p, q] = er.link_cells;
            let (p_line, other_line) = er.lines();
            format!(
                "Empty Rectangle on {d}: in {} the {d}s ({}) all lie in {} or {}; {} has {d} only \
                 in {p} and {q}. If {q} is not {d}, {p} is, which clears {p_line} of the box, so \
                 the box has its {d} in {other_line}; either way {} cannot be {d}",
                er.box_house,
                cells_text(er.box_cells.iter().copied()),
                er.er_row,
                er.er_column,
                er.link_house,
                er.target
            )
        }
        S::DualEmptyRectangle {
            digit,
            box_house,
            rectangles: [a, b],
        } => format!(
            "Dual Empty Rectangle on {digit}: the ER in {box_house} works with two conjugate \
             pairs, {} ({}) and {} ({}): {} and {} both lose {digit}",
            a.link_house,
            cells_text(a.link_cells),
            b.link_house,
            cells_text(b.link_cells),
            a.target,
            b.target,
        ),
        S::DualTwoStringKite {
            digit,
            box_house,
            box_cells: [x, y],
            kites,
        } => {
            let kite = |k: &Kite| {
                let [a, e] = k.pincers;
                format!(
                    "{} and {} make {a} or {e} hold {digit}",
                    k.links[0], k.links[1]
                )
            };
            format!(
                "Dual 2-String Kite on {digit}: {x} and {y} in {box_house} each end a row pair \
                 and a column pair, giving two kites: {}; and {}",
                kite(&kites[0]),
                kite(&kites[1])
            )
        }
        S::SimpleColors {
            digit: d,
            color_a,
            color_b,
            wrap,
            trapped,
        } => {
            let colors = format!(
                "the conjugate pairs of {d} colour {} (A) against {} (B): all of one colour is {d}",
                cells_text(color_a.iter().copied()),
                cells_text(color_b.iter().copied())
            );
            match wrap {
                Some((x, y, house, k)) => {
                    let k = if *k == 0 { "A" } else { "B" };
                    format!(
                        "Simple Colors Wrap on {d}: {colors}; {x} and {y} are both {k} and share \
                         {house}, so colour {k} cannot be {d}"
                    )
                }
                None => format!(
                    "Simple Colors Trap on {d}: {colors}; {} see{} a cell of each colour, one of \
                     which holds {d}",
                    cells_text(trapped.iter().copied()),
                    if trapped.len() == 1 { "s" } else { "" }
                ),
            }
        }
        S::MultiColors {
            digit: d,
            colors,
            false_color,
            either,
            trapped,
        } => {
            let name = |i: usize| {
                let letter = if i < 2 { "A" } else { "B" };
                let cells = cells_text(colors[i].iter().copied());
                format!("{letter}{} ({cells})", i % 2 + 1)
            };
            let colors = format!(
                "two clusters of conjugate pairs of {d}, coloured {} / {} and {} / {}",
                name(0),
                name(1),
                name(2),
                name(3)
            );
            if let Some(k) = false_color {
                return format!(
                    "Multi-Colors 2 on {d}: {colors}; colour A{} sees both B1 and B2, one of \
                     which holds {d}, so A{} cannot be {d}",
                    k + 1,
                    k + 1
                );
            }
            // One clause per pair of colours in contact, naming one contact.
            let clauses: Vec<String> = either
                .iter()
                .map(
                    |&ColourPair {
                         a: i,
                         b: j,
                         contact,
                     }| {
                        // The contact was between the other two colours.
                        let (oi, oj) = (usize::from(i == 0), usize::from(j == 0));
                        let why = match contact {
                            Some((x, y)) => format!("{x} (A{}) sees {y} (B{})", oi + 1, oj + 1),
                            None => format!("A{} sees B{}", oi + 1, oj + 1),
                        };
                        format!("{why}, so A{} or B{} holds {d}", i + 1, j + 1)
                    },
                )
                .collect();
            format!(
                "Multi-Colors 1 on {d}: {colors}; {}; {} see{} a cell of each colour of such \
                 a pair",
                clauses.join("; "),
                cells_text(trapped.iter().copied()),
                if trapped.len() == 1 { "s" } else { "" }
            )
        }
        S::Wing {
            name,
            counts,
            size,
            hinged,
            hinge,
            hinge_digits,
            wings,
            digits,
            z,
            z_cells,
            classic,
        } => {
            let wings: Vec<String> = wings.iter().map(|&(c, s)| cell_with(c, s)).collect();
            let wings_text = join_and(&wings);
            let hinge = cell_with(*hinge, *hinge_digits);
            if let Some([(x, xw), (y, yw)]) = classic {
                // The classic story: whichever digit the hinge takes, one wing is Z.
                let shown = |c: &Option<Cell>| c.map(|c| c.to_string()).unwrap_or_default();
                return format!(
                    "XY-Wing: hinge {hinge} sees wings {wings_text}; if the hinge is {x}, {} is \
                     {z}, if it is {y}, {} is {z}: either way a cell seeing both wings cannot be \
                     {z}",
                    shown(xw),
                    shown(yw),
                );
            }
            let others = *digits - DigitSet::single(*z);
            let hinge_text = if *hinged {
                format!("hinge {hinge} sees wings {wings_text}")
            } else {
                format!("cells {hinge} and {wings_text} (no cell sees all the others)")
            };
            let hingeless = if *hinged { "" } else { "hingeless " };
            format!(
                "{name} {hingeless}{counts}: {hinge_text}. These {size} cells hold only the \
                 {size} digits {}; {} each sit in cells that all see each other, so together \
                 they fill at most {} of the cells, and {z} must fill one of {}: a cell that sees \
                 all of them cannot be {z}",
                digits_text(*digits),
                digits_text(others),
                size - 1,
                cells_text(z_cells.iter().copied()),
            )
        }
        S::WWing {
            pincers: [p, q],
            digits,
            link_house,
            link_cells: [lp, lq],
            link_digit: x,
            eliminated_digit: y,
        } => format!(
            "W-Wing: {p} and {q} both hold only {}; in {link_house}, {x} is only in {lp} (seeing \
             {p}) and {lq} (seeing {q}). If neither were {y}, both would be {x} and {link_house} \
             would have no {x} left, so one of them is {y}",
            braced(*digits),
        ),
        S::WxyzWing3222 {
            stem,
            branches: [b1, b2, b3],
            wxyz: [w, x, y, z],
            stem_box,
            line,
        } => {
            let set = |ds: &[u8]| DigitSet::from_digits(ds);
            format!(
                "WXYZ-Wing 3222: stem {stem} {{{}}}; branch {b1} {{{}}} in {stem_box}, branches \
                 {b2} {{{}}} and {b3} {{{}}} on {line} outside the box. Whatever the stem is, one \
                 branch is {z}: if it is {w}, {b1} is {z}; if {x}, {b2}; if {y}, {b3}. The other \
                 cells of {stem_box} on {line} see all three branches, so they cannot be {z}",
                set(&[*w, *x, *y]),
                set(&[*w, *z]),
                set(&[*x, *z]),
                set(&[*y, *z]),
            )
        }
        S::UniqueRectangle {
            kind,
            corners,
            floor,
            roof,
            houses,
            digits,
            extras,
            subset_cells,
            subset_digits,
            link_digit,
        } => {
            let pair = digits_text(*digits);
            let intro = format!(
                "{ASSUMPTION}, the corners {} (two rows, two columns, two boxes) must not end up \
                 holding only {pair}, or swapping {pair} would give a second solution",
                cells_text(corners.iter().copied())
            );
            // One floor cell (type 5 may have one) holds, several hold.
            let hold = if floor.len() == 1 { "holds" } else { "hold" };
            let floor = cells_text(floor.iter().copied());
            let roof = cells_text(roof.iter().copied());
            let houses: Vec<String> = houses.iter().map(|h| h.to_string()).collect();
            let houses = houses.join(" and ");
            let a = link_digit.unwrap_or(0);
            let detail = match kind {
                1 => format!("{floor} {hold} only {pair}, so {roof} can be neither"),
                2 | 5 => format!(
                    "{floor} {hold} only {pair}, and {roof} nothing but {} and {}: one of {roof} \
                     must be {}, so a cell seeing all of them cannot be",
                    pair.replace(" and ", ", "),
                    digits_text(*extras),
                    digits_text(*extras)
                ),
                3 => format!(
                    "{floor} {hold} only {pair}, so one of {roof} holds one of {}: with {} they \
                     form a naked subset of {} in {houses}, and those digits go nowhere else \
                     there",
                    digits_text(*extras),
                    cells_text(subset_cells.iter().copied()),
                    digits_text(*subset_digits)
                ),
                4 => {
                    let b = digits_text(*digits - DigitSet::single(a));
                    format!(
                        "{floor} {hold} only {pair}; in {houses}, {a} goes only in {roof}, so one \
                         of them is {a}, and if the other were {b} the pattern would be \
                         complete: neither can be {b}"
                    )
                }
                _ => format!(
                    "{floor} {hold} only {pair}; in {houses}, {a} goes only on the corners, so \
                     if one of {roof} were {a} both would be, {floor} would hold the other \
                     digit and the pattern would be complete: neither can be {a}"
                ),
            };
            format!("{intro}; {detail}")
        }
        S::HiddenRectangle {
            corners,
            bivalue_corner,
            target,
            houses,
            digits,
            link_digit: a,
            eliminated_digit: b,
        } => {
            let pair = digits_text(*digits);
            let others: Vec<Cell> = corners
                .iter()
                .copied()
                .filter(|c| c != target && c != bivalue_corner)
                .collect();
            let houses: Vec<String> = houses.iter().map(|h| h.to_string()).collect();
            format!(
                "{ASSUMPTION}, the corners {} (two rows, two columns, two boxes) must not end \
                 up holding only {pair}, or swapping {pair} would give a second solution; \
                 {bivalue_corner} holds only {pair}, and in {}, {a} goes only on the rectangle, \
                 so if {target} were {b}, {} would both be {a}, {bivalue_corner} would be {b} \
                 and the pattern would be complete",
                cells_text(corners.iter().copied()),
                join_and(&houses),
                cells_text(others),
            )
        }
        S::AvoidableRectangle {
            kind,
            corners,
            digits,
            placed,
            open,
            digit: d,
        } => {
            let pair = digits_text(*digits);
            let intro = format!(
                "{ASSUMPTION}, the corners {} (two rows, two columns, two boxes, no givens) must \
                 not end up holding only {pair}, or swapping {pair} would give a second solution",
                cells_text(corners.iter().copied())
            );
            let placed: Vec<String> = placed.iter().map(|(c, d)| format!("{c}={d}")).collect();
            let placed = placed.join(", ");
            let detail = if *kind == 1 {
                let first = open.first().map(|(c, _)| c.to_string()).unwrap_or_default();
                format!(
                    "{placed} were placed, not given, so {first} = {d} would complete the \
                     pattern: it cannot be {d}"
                )
            } else {
                let open: Vec<String> = open
                    .iter()
                    .map(|&(c, free)| format!("{c} holds only {}", digits_text(free)))
                    .collect();
                format!(
                    "{placed} were placed, not given; {}: if neither were {d} they would \
                     complete the pattern, so one of them is {d}, and a cell seeing both cannot \
                     be",
                    open.join(", "),
                )
            };
            format!("{intro}; {detail}")
        }
        S::BugPlusOne {
            cell: c,
            digit: d,
            houses,
        } => {
            let houses: Vec<String> = houses.iter().map(|h| h.to_string()).collect();
            format!(
                "{ASSUMPTION}: every empty cell but {c} holds two candidates, and every open \
                 digit is a candidate twice in each house, except {d}, three times in {}; \
                 without {d} in {c} the board would be a BUG (bivalue universal grave), which \
                 has no solution or at least two (give every cell its other candidate): {c} \
                 must be {d}",
                houses.join(", "),
            )
        }
        S::Template {
            digit: d,
            templates,
            set_aside,
            cells,
            set,
        } => {
            let count = match templates {
                1 => format!("1 template of {d} fits"),
                k => format!("{k} templates of {d} fit"),
            };
            let aside = match set_aside {
                0 => String::new(),
                k => format!(
                    " ({k} more fit but use a cell that another digit takes in all its \
                     templates)"
                ),
            };
            let cells = cells_text(cells.iter().copied());
            let verdict = match (set, templates) {
                (true, 1) => format!("it puts {d} in {cells}, so they hold {d}"),
                (true, _) => format!("every one of them puts {d} in {cells}, so they hold {d}"),
                (false, 1) => format!("it does not use {cells}, so they cannot be {d}"),
                (false, _) => format!("none of them uses {cells}, so they cannot be {d}"),
            };
            let name = if *set {
                "Template Set"
            } else {
                "Template Delete"
            };
            format!(
                "{name} on {d}: a template places {d} once in every row, column and box, on \
                 cells that hold {d} or still may; {count}{aside}; {verdict}"
            )
        }
        S::BruteForce {
            cell,
            choices,
            digit,
        } => {
            let candidates = if *choices == 1 {
                "1 candidate".to_string()
            } else {
                format!("{choices} candidates")
            };
            format!(
                "Brute force (the last resort, for when the solver's strategies run out): {cell} \
                 has {candidates}, and an exhaustive search of this position (which has exactly \
                 one solution) gives {digit}"
            )
        }
    }
}

/// What every uniqueness argument assumes.
const ASSUMPTION: &str = "Assuming the puzzle has one solution";

/// `r1c2 {37}`.
fn cell_with(c: Cell, s: DigitSet) -> String {
    format!("{c} {}", braced(s))
}
