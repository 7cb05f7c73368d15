//! Japanese explanations of single-digit patterns, colouring, wings and
//! uniqueness (each from its pattern's data; `None` for other patterns).

use super::{cells, digits, house, houses};
use crate::grid::{Cell, DigitSet, HouseKind};
use crate::lang::braced;
use crate::step::Step;
use crate::strategies::coloring::multi_colors::{MultiColors, MultiColorsKind};
use crate::strategies::coloring::simple_colors::{SimpleColors, SimpleColorsKind};
use crate::strategies::single_digit::empty_rectangle::{DualEmptyRectangle, EmptyRectangle};
use crate::strategies::single_digit::turbot_fish::{ChainShape, SingleDigitChain};
use crate::strategies::single_digit::two_string_kite::DualTwoStringKite;
use crate::strategies::uniqueness::avoidable_rectangles::AvoidableRectangle;
use crate::strategies::uniqueness::bug::BugPlusOne;
use crate::strategies::uniqueness::hidden_rectangle::HiddenRectangle;
use crate::strategies::uniqueness::unique_rectangles::UniqueRectangle;
use crate::strategies::wings::w_wing::WWing;
use crate::strategies::wings::wing::Wing;
use crate::strategies::wings::wxyz_wing_3222::WxyzWing3222;

/// What every uniqueness argument assumes.
const ASSUMPTION: &str = "問題の解がただ一つだと仮定すると";

/// The reasoning of a step of these families, without its conclusion.
pub(super) fn explain(step: &Step) -> Option<String> {
    // The template of docs/adding-a-strategy.md (registered in test builds).
    #[cfg(test)]
    if let Some(p) = step.pattern::<crate::strategies::wings::template::Foo>() {
        return Some(format!(
            "フー：{}の候補は{{{}}}だけなので、そのどちらかが入る",
            p.cell, p.digits
        ));
    }
    if let Some(p) = step.pattern::<SingleDigitChain>() {
        return Some(single_digit_chain(p));
    }
    if let Some(p) = step.pattern::<EmptyRectangle>() {
        return Some(empty_rectangle(p));
    }
    if let Some(p) = step.pattern::<DualEmptyRectangle>() {
        let [a, b] = &p.rectangles;
        return Some(format!(
            "{}のエンプティレクタングル（数字{d}）が二つの共役ペア、{}（{}）と{}（{}）の両方と組むので、{}と{}の両方から{d}を除ける。{}",
            house(p.box_house),
            house(a.strong_link.house),
            cells(a.strong_link.cells),
            house(b.strong_link.house),
            cells(b.strong_link.cells),
            a.target,
            b.target,
            empty_rectangle(a),
            d = p.digit
        ));
    }
    if let Some(p) = step.pattern::<DualTwoStringKite>() {
        let [x, y] = p.box_cells;
        let kite = |k: &SingleDigitChain| {
            format!(
                "{}と{}により{}か{}が{}",
                house(k.strong_links[0].house),
                house(k.strong_links[1].house),
                k.pincers[0],
                k.pincers[1],
                k.digit
            )
        };
        return Some(format!(
            "数字{}について、{}の{x}と{y}がそれぞれ行の組と列の組の端になり、凧が二つできる：{}、そして{}",
            p.digit,
            house(p.box_house),
            kite(&p.kites[0]),
            kite(&p.kites[1])
        ));
    }
    if let Some(p) = step.pattern::<SimpleColors>() {
        return Some(simple_colors(p));
    }
    if let Some(p) = step.pattern::<MultiColors>() {
        return Some(multi_colors(p));
    }
    if let Some(p) = step.pattern::<WWing>() {
        let (x, y) = (p.link_digit, p.eliminated_digit);
        return Some(format!(
            "{}と{}はどちらも候補{}だけを持つ。{}では{x}が{}（{}から見える）と{}（{}から見える）にしかない。両方とも{y}でなければ両方が{x}になり、{}に{x}を入れる場所がなくなるので、どちらかは{y}",
            p.pincers[0],
            p.pincers[1],
            braced(p.digits),
            house(p.link_house),
            p.link_cells[0],
            p.pincers[0],
            p.link_cells[1],
            p.pincers[1],
            house(p.link_house)
        ));
    }
    if let Some(p) = step.pattern::<Wing>() {
        return Some(wing(p));
    }
    if let Some(p) = step.pattern::<WxyzWing3222>() {
        let [b1, b2, b3] = p.branches;
        let (w, x, y, z) = (p.w, p.x, p.y, p.z);
        let set = |ds: &[u8]| braced(DigitSet::from_digits(ds));
        return Some(format!(
            "幹{}{}、枝{b1}{}は{}の中、枝{b2}{}と{b3}{}はブロックの外の{}にある。幹が何であっても、どれかの枝が{z}になる：幹が{w}なら{b1}、{x}なら{b2}、{y}なら{b3}が{z}。{}の中で{}にある他のマスは三つの枝をすべて見るので、{z}にはなれない",
            p.stem,
            set(&[w, x, y]),
            set(&[w, z]),
            house(p.stem_box),
            set(&[x, z]),
            set(&[y, z]),
            house(p.line),
            house(p.stem_box),
            house(p.line)
        ));
    }
    if let Some(p) = step.pattern::<UniqueRectangle>() {
        return Some(unique_rectangle(p));
    }
    if let Some(p) = step.pattern::<HiddenRectangle>() {
        let pair = digits(p.digits);
        let (a, b) = (p.link_digit, p.eliminated_digit);
        let others: Vec<Cell> = p
            .corners
            .iter()
            .copied()
            .filter(|&c| c != p.target && c != p.bivalue_corner)
            .collect();
        return Some(format!(
            "{ASSUMPTION}、角{}（2行・2列・2ブロック）が{pair}だけになってはいけない（{pair}を入れ替えた2つ目の解ができる）。{}は{pair}だけを持ち、{}では{a}が長方形の上にしかないので、{}が{b}なら{}が両方{a}、{}が{b}となって長方形が完成してしまう",
            cells(p.corners.iter().copied()),
            p.bivalue_corner,
            houses(&p.houses),
            p.target,
            cells(others),
            p.bivalue_corner
        ));
    }
    if let Some(p) = step.pattern::<AvoidableRectangle>() {
        let placed: Vec<String> = p
            .placed
            .iter()
            .zip(&p.placed_digits)
            .map(|(c, d)| format!("{c}={d}"))
            .collect();
        let intro = format!(
            "{ASSUMPTION}、角{}（2行・2列・2ブロック、ヒントなし）が{}だけになってはいけない。{}は問題のヒントではなく後から配置した数字なので",
            cells(p.corners.iter().copied()),
            digits(p.digits),
            placed.join("、")
        );
        return Some(if p.kind == 1 {
            format!(
                "{intro}、{}が{}なら長方形が完成してしまう",
                p.open[0], p.digit
            )
        } else {
            format!(
                "{intro}、{}のどちらも{d}でなければ長方形が完成してしまう。よってどちらかは{d}で、両方から見えるマスは{d}になれない",
                cells(p.open.iter().copied()),
                d = p.digit
            )
        });
    }
    if let Some(p) = step.pattern::<BugPlusOne>() {
        return Some(format!(
            "{ASSUMPTION}、{c}以外の空きマスはすべて候補が2つで、残る数字はどのハウスでもちょうど2回ずつ候補になっている（{d}だけは{}で3回）。{c}の{d}がなければ盤面はBUG（全マス2択の墓場）になり、解がないか2つ以上になる：{c}は{d}",
            houses(&p.houses),
            c = p.cell,
            d = p.digit
        ));
    }
    None
}

/// Skyscraper, 2-String Kite, Turbot Fish: two strong links joined by a
/// weak one.
fn single_digit_chain(p: &SingleDigitChain) -> String {
    let d = p.digit;
    let [l1, l2] = p.strong_links;
    let [a, b, c, e] = p.cells();
    let w = house(p.weak_link.house);
    let links = format!(
        "数字{d}について、{}では{d}が{a}と{b}にしかなく、{}では{c}と{e}にしかない",
        house(l1.house),
        house(l2.house)
    );
    match p.shape {
        ChainShape::Skyscraper => format!(
            "{links}。土台の{b}と{c}は同じ{w}にあり、{d}になれるのは多くとも一方なので、屋根の{a}と{e}のどちらかは{d}"
        ),
        ChainShape::TwoStringKite => format!(
            "{links}。{b}と{c}は同じ{w}にあって両方{d}にはなれないので、糸の端{a}と{e}のどちらかは{d}"
        ),
        ChainShape::TurbotFish => format!(
            "{links}。{b}と{c}は同じ{w}にあって両方{d}にはなれない。{a}が{d}でなければ{b}が{d}、{c}は{d}でなく、{e}が{d}になる：{a}か{e}のどちらかは{d}"
        ),
    }
}

fn empty_rectangle(p: &EmptyRectangle) -> String {
    let d = p.digit;
    let [s, q] = p.strong_link.cells;
    let (s_line, other_line) = if p.strong_link.house.kind == HouseKind::Column {
        (p.er_row, p.er_column)
    } else {
        (p.er_column, p.er_row)
    };
    format!(
        "{}の候補{d}（{}）はすべて{}か{}にある。{}では{d}が{s}と{q}にしかない。{q}が{d}でなければ{s}が{d}になり、ブロックの{}から{d}が消えるので、ブロックの{d}は{}に入る。どちらにしても{}は{d}になれない",
        house(p.box_house),
        cells(p.box_cells.iter().copied()),
        house(p.er_row),
        house(p.er_column),
        house(p.strong_link.house),
        house(s_line),
        house(other_line),
        p.target
    )
}

fn simple_colors(p: &SimpleColors) -> String {
    let d = p.digit;
    let c = &p.cluster;
    let colors = format!(
        "数字{d}の共役ペアをたどって{}を色A、{}を色Bに塗り分ける（どちらかの色のマスがすべて{d}）",
        cells(c.color_a.iter().copied()),
        cells(c.color_b.iter().copied())
    );
    match (p.kind, p.clash, p.false_color) {
        (SimpleColorsKind::Wrap, Some((x, y, h)), Some(k)) => {
            let k = if k == 0 { "A" } else { "B" };
            format!(
                "{colors}。{x}と{y}はどちらも色{k}で同じ{}にあるので、色{k}は{d}になれない",
                house(h)
            )
        }
        _ => format!(
            "{colors}。{}は両方の色のマスを見ていて、そのどちらかは{d}なので、{d}になれない",
            cells(p.trapped.iter().copied())
        ),
    }
}

fn multi_colors(p: &MultiColors) -> String {
    let d = p.digit;
    let [a, b] = &p.clusters;
    let name = |k: usize, cl: &crate::strategies::coloring::ColorCluster, letter: &str| {
        let cs = if k == 0 { &cl.color_a } else { &cl.color_b };
        format!("{letter}{}（{}）", k + 1, cells(cs.iter().copied()))
    };
    let colors = format!(
        "数字{d}の共役ペアの塊が二つあり、{}／{}と{}／{}に塗り分けられる",
        name(0, a, "A"),
        name(1, a, "A"),
        name(0, b, "B"),
        name(1, b, "B")
    );
    match (p.kind, p.false_color) {
        (MultiColorsKind::Type2, Some(k)) => format!(
            "{colors}。色A{}はB1とB2の両方を見ていて、そのどちらかは{d}なので、A{}は{d}になれない",
            k + 1,
            k + 1
        ),
        _ => {
            let clauses: Vec<String> = p
                .either
                .iter()
                .map(|&(i, j)| {
                    let (oi, oj) = (usize::from(i == 0), usize::from(j == 0));
                    format!(
                        "A{}とB{}が互いに見えるので、A{}かB{}のどちらかが{d}",
                        oi + 1,
                        oj + 1,
                        i + 1,
                        j + 1
                    )
                })
                .collect();
            format!(
                "{colors}。{}。{}はそのような組の両方の色を見ている",
                clauses.join("。"),
                cells(p.trapped.iter().copied())
            )
        }
    }
}

/// XY-, XYZ-, WXYZ-, VWXYZ-Wings: the stem (幹) and its branches (枝).
fn wing(p: &Wing) -> String {
    let branches: Vec<String> = p
        .wings
        .iter()
        .zip(&p.wing_digits)
        .map(|(&c, &s)| format!("{c}{}", braced(s)))
        .collect();
    let branches = branches.join("・");
    let z = p.z;
    let stem = format!("{}{}", p.hinge, braced(p.hinge_digits));
    if p.size == 3 && !p.hinge_holds_z() {
        let mut it = p.hinge_digits.iter();
        let (x, y) = (it.next().unwrap_or(0), it.next().unwrap_or(0));
        let branch_with = |d: u8| {
            p.wings
                .iter()
                .zip(&p.wing_digits)
                .find(|(_, s)| s.contains(d))
                .map(|(c, _)| c.to_string())
                .unwrap_or_default()
        };
        return format!(
            "幹{stem}から枝{branches}が見える。幹が{x}なら{}が{z}、幹が{y}なら{}が{z}になる。どちらにしても両方の枝から見えるマスは{z}になれない",
            branch_with(x),
            branch_with(y)
        );
    }
    let others = p.digits - DigitSet::single(z);
    let shape = if p.hinged {
        format!("幹{stem}から枝{branches}が見える")
    } else {
        format!("{stem}と{branches}（幹なし：他のすべてを見るマスはない）")
    };
    format!(
        "{shape}（候補数{}）。この{n}マスには{n}種類の数字{}しかなく、{}はそれぞれ互いに見えるマスにあるので合わせて多くとも{}マスしか埋められない。残りは{z}が埋めるので、{}のどれかが{z}。それらすべてを見るマスは{z}になれない",
        p.candidate_counts.trim_start_matches("hingeless "),
        digits(p.digits),
        digits(others),
        p.size - 1,
        cells(p.z_cells.iter().copied()),
        n = p.size
    )
}

fn unique_rectangle(p: &UniqueRectangle) -> String {
    let pair = digits(p.digits);
    let intro = format!(
        "{ASSUMPTION}、角{}（2行・2列・2ブロック）が{pair}だけになってはいけない（{pair}を入れ替えた2つ目の解ができる）",
        cells(p.corners.iter().copied())
    );
    let floor = cells(p.floor.iter().copied());
    let roof = cells(p.roof.iter().copied());
    let hs = houses(&p.houses);
    let detail = match p.kind {
        1 => format!("{floor}は{pair}だけを持つので、{roof}はどちらにもなれない"),
        2 | 5 => format!(
            "{floor}は{pair}だけ、{roof}は{pair}と{}だけを持つ。{roof}のどれかは{}なので、それらすべてを見るマスは{}になれない",
            digits(p.extras),
            digits(p.extras),
            digits(p.extras)
        ),
        3 => format!(
            "{floor}は{pair}だけを持つので、{roof}のどれかが{}のどれかになる。{}と合わせて{hs}で候補{}のネイキッドサブセットになり、それらの数字は{hs}の他のマスに入らない",
            digits(p.extras),
            cells(p.subset_cells.iter().copied()),
            braced(p.subset_digits)
        ),
        4 => {
            let a = p.link_digit.unwrap_or(0);
            let b = digits(p.digits - DigitSet::single(a));
            format!(
                "{floor}は{pair}だけを持つ。{hs}では{a}が{roof}にしか入らないので片方は{a}。もう片方が{b}なら長方形が完成してしまうので、どちらも{b}になれない"
            )
        }
        _ => {
            let a = p.link_digit.unwrap_or(0);
            format!(
                "{floor}は{pair}だけを持つ。{hs}では{a}が角にしか入らないので、{roof}の一方が{a}なら両方が{a}、{floor}はもう一方の数字になり長方形が完成してしまう：どちらも{a}になれない"
            )
        }
    };
    format!("{intro}。{detail}")
}
