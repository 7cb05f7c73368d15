//! A strategy's rule in one line, as a worksheet reminds the learner of
//! it: the strategy's own where it has one, else its family's.

use crate::lang::rule::Rule;
use crate::strategies::decl::Family;

/// The rule of strategy `id` (of `family`).
pub(super) fn rule(rule: Rule) -> &'static str {
    match rule {
        Rule::FullHouse => "A house with one empty cell left: that cell gets the missing digit.",
        Rule::NakedSingle => "A cell with one candidate left holds that digit.",
        Rule::HiddenSingle => "A digit with one place left in a row, column or box goes there.",
        Rule::Pointing => {
            "A digit whose candidates in a box all lie in one row (column): the rest of that \
             row (column) loses it."
        }
        Rule::Claiming => {
            "A digit whose candidates in a row (column) all lie in one box: the rest of that \
             box loses it."
        }
        Rule::NakedSubset => {
            "N cells of a house with only N digits between them hold those digits: the rest of \
             the house (and of a shared box, when locked) loses them."
        }
        Rule::HiddenSubset => {
            "N digits with only N places in a house fill those cells: the cells lose every \
             other digit."
        }
        Rule::BasicFish => {
            "A digit whose candidates in N rows lie in the same N columns fills those columns \
             from these rows: the rest of the columns loses it (rows and columns may swap)."
        }
        Rule::TwoStrongLinks => {
            "Two strong links on one digit whose ends are joined by a weak link (they see each \
             other): a cell that sees both free ends loses the digit."
        }
        Rule::EmptyRectangle => {
            "A box whose candidates for a digit lie in one row and one column, and a strong link \
             on the digit from that column (row): where the link's far end and the box's row \
             (column) cross, the digit goes."
        }
        Rule::XyWing => {
            "A hinge {XY} that sees two wings {XZ} and {YZ}: one wing is Z, so a cell that sees \
             both wings loses Z."
        }
        Rule::XyzWing => {
            "A hinge {XYZ} that sees wings {XZ} and {YZ}: one of the three is Z, so a cell that \
             sees all three loses Z."
        }
        Rule::WWing => {
            "Two cells {XY} whose Xs are joined by a strong link: one of them is Y, so a cell \
             that sees both loses Y."
        }
        Rule::SimpleColors => {
            "Colour a digit's conjugate pairs in two colours, one of which is true: a colour \
             that meets itself in a house is false (wrap); a cell that sees both colours loses \
             the digit (trap)."
        }
        Rule::UniqueRectangle1 => {
            "Three corners of a rectangle (two rows, two columns, two boxes) hold only {AB}: the \
             fourth corner loses A and B, or the puzzle would have two solutions."
        }
        Rule::UniqueLoop => {
            "Six or more cells going round a loop, two in each row, column and box it passes \
             through, must not all end up holding only {AB}: if one cell has more, it loses A \
             and B, or the puzzle would have two solutions."
        }
        Rule::Family(family) => family_rule(family),
    }
}

/// What a family's strategies have in common.
fn family_rule(family: Family) -> &'static str {
    match family {
        Family::Singles => "A cell with one candidate, or a digit with one place, is settled.",
        Family::Intersections => {
            "Where a box meets a row or column and a digit is confined to the meeting, the \
             rest of the other house loses it."
        }
        Family::Subsets => {
            "N cells of a house that together hold only N digits are those digits: no other \
             cell of the house keeps them."
        }
        Family::Fish => {
            "A digit confined to N cover houses across N base houses: the covers lose it \
             outside the base (with fins, only where a cell sees every fin)."
        }
        Family::SingleDigit => {
            "Strong links on one digit joined end to end: a cell that sees both free ends \
             loses the digit."
        }
        Family::Coloring => {
            "Colour a digit's conjugate pairs in two colours, one of which is true: a colour \
             that meets itself is false, and a cell that sees both colours loses the digit."
        }
        Family::Wings => {
            "Cells whose candidates force a digit Z into one of a few cells: a cell that sees \
             all of them loses Z."
        }
        Family::Uniqueness => {
            "A puzzle has one solution, so two rows, two columns and two boxes can never be \
             left with the same two candidates in all four cells: take what prevents it."
        }
        Family::Chains => {
            "An alternating chain of strong and weak links: one of its two ends is true, so a \
             cell that sees both (same digit) loses it."
        }
        Family::Als => {
            "An almost locked set (N cells, N+1 digits) loses one digit and locks the rest: \
             sets linked by a digit they share force another common digit out of cells that \
             see all its copies."
        }
        Family::Forcing => {
            "Follow each possibility of a cell or a house: what all of them lead to is true, \
             and a candidate that leads to a contradiction is false."
        }
        Family::LastResort => "Logic of last resort: try candidates and keep what survives.",
    }
}
