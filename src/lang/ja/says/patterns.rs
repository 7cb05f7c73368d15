//! Japanese explanations of single-digit patterns, colouring, wings, uniqueness and the last resorts: one arm per [`PatternSays`]
//! variant of these families.

use crate::grid::{Cell, DigitSet};
use crate::lang::braced;
use crate::lang::ja::{cells, digits, house, houses, one_of};
use crate::lang::says::{ChainShape, ColourPair, EmptyRectangleSays, Kite, PatternSays};

/// The Japanese of a step of these families (other steps: empty).
pub(super) fn say(says: &PatternSays) -> String {
    use PatternSays as S;
    match says {
        S::SingleDigitChain {
            shape,
            digit: d,
            links: [l1, l2],
            cells: [a, b, c, e],
            weak,
        } => {
            let w = house(*weak);
            let links = format!(
                "数字{d}について、{}では{d}が{a}と{b}にしかなく、{}では{c}と{e}にしかない",
                house(*l1),
                house(*l2)
            );
            match shape {
                ChainShape::Skyscraper => format!(
                    "{links}。土台の{b}と{c}は同じ{w}にあり、両方が{d}になることはないので、\
                     屋根の{a}と{e}のどちらかは{d}"
                ),
                ChainShape::TwoStringKite => format!(
                    "{links}。{b}と{c}は同じ{w}にあって両方{d}にはなれないので、糸の端{a}と{e}の\
                     どちらかは{d}"
                ),
                ChainShape::TurbotFish => format!(
                    "{links}。{b}と{c}は同じ{w}にあって両方{d}にはなれない。{a}が{d}でなければ{b}が\
                     {d}、{c}は{d}でなく、{e}が{d}になる：{a}か{e}のどちらかは{d}"
                ),
            }
        }
        S::EmptyRectangle(er) => empty_rectangle(er),
        S::DualEmptyRectangle {
            digit: d,
            box_house,
            rectangles: [a, b],
        } => format!(
            "{}のエンプティレクタングル（数字{d}）が二つの共役ペア、{}（{}）と{}（{}）の両方と\
             組むので、{}と{}の両方から{d}を除ける。{}",
            house(*box_house),
            house(a.link_house),
            cells(a.link_cells),
            house(b.link_house),
            cells(b.link_cells),
            a.target,
            b.target,
            empty_rectangle(a),
        ),
        S::DualTwoStringKite {
            digit,
            box_house,
            box_cells: [x, y],
            kites,
        } => {
            let kite = |k: &Kite| {
                format!(
                    "{}と{}により{}か{}が{digit}",
                    house(k.links[0]),
                    house(k.links[1]),
                    k.pincers[0],
                    k.pincers[1],
                )
            };
            format!(
                "数字{digit}について、{}の{x}と{y}がそれぞれ行の組と列の組の端になり、凧が二つ\
                 できる：{}、そして{}",
                house(*box_house),
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
                "数字{d}の共役ペアをたどって{}を色A、{}を色Bに塗り分ける（どちらかの色のマスが\
                 すべて{d}）",
                cells(color_a.iter().copied()),
                cells(color_b.iter().copied())
            );
            match wrap {
                Some((x, y, h, k)) => {
                    let k = if *k == 0 { "A" } else { "B" };
                    format!(
                        "{colors}。{x}と{y}はどちらも色{k}で同じ{}にあるので、色{k}は{d}に\
                         なれない",
                        house(*h)
                    )
                }
                None => format!(
                    "{colors}。{}は両方の色のマスを見ていて、そのどちらかは{d}なので、{d}に\
                     なれない",
                    cells(trapped.iter().copied())
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
                format!(
                    "{letter}{}（{}）",
                    i % 2 + 1,
                    cells(colors[i].iter().copied())
                )
            };
            let colors = format!(
                "数字{d}の共役ペアの塊が二つあり、{}／{}と{}／{}に塗り分けられる",
                name(0),
                name(1),
                name(2),
                name(3)
            );
            if let Some(k) = false_color {
                return format!(
                    "{colors}。色A{}はB1とB2の両方を見ていて、そのどちらかは{d}なので、A{}は{d}に\
                     なれない",
                    k + 1,
                    k + 1
                );
            }
            let clauses: Vec<String> = either
                .iter()
                .map(|&ColourPair { a: i, b: j, .. }| {
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
                cells(trapped.iter().copied())
            )
        }
        S::Wing {
            counts,
            size: n,
            hinged,
            hinge,
            hinge_digits,
            wings,
            digits: ds,
            z,
            z_cells,
            classic,
            ..
        } => {
            let branches: Vec<String> = wings
                .iter()
                .map(|&(c, s)| format!("{c}{}", braced(s)))
                .collect();
            let branches = branches.join("・");
            let stem = format!("{hinge}{}", braced(*hinge_digits));
            if let Some([(x, xw), (y, yw)]) = classic {
                let shown = |c: &Option<Cell>| c.map(|c| c.to_string()).unwrap_or_default();
                return format!(
                    "ヒンジ{stem}から枝{branches}が見える。ヒンジが{x}なら{}が{z}、ヒンジが{y}なら{}が{z}になる。\
                     どちらにしても両方の枝から見えるマスは{z}になれない",
                    shown(xw),
                    shown(yw)
                );
            }
            let others = *ds - DigitSet::single(*z);
            let shape = if *hinged {
                format!("ヒンジ{stem}から枝{branches}が見える")
            } else {
                format!("{stem}と{branches}（ヒンジなし：他のすべてを見るマスはない）")
            };
            format!(
                "{shape}（候補数{counts}）。この{n}マスには{n}種類の数字{}しかなく、{}はそれぞれ\
                 互いに見えるマスにあるので合わせて{}マスまでしか埋められない。残りは{z}が\
                 埋めるので、{}の{}が{z}。それらすべてを見るマスは{z}になれない",
                digits(*ds),
                digits(others),
                n - 1,
                cells(z_cells.iter().copied()),
                one_of(z_cells.len()),
            )
        }
        S::WWing {
            pincers: [p, q],
            digits: ds,
            link_house,
            link_cells: [lp, lq],
            link_digit: x,
            eliminated_digit: y,
        } => {
            let h = house(*link_house);
            format!(
                "{p}と{q}はどちらも候補{}だけを持つ。{h}では{x}が{lp}（{p}から見える）と{lq}\
                 （{q}から見える）にしかない。両方とも{y}でなければ両方が{x}になり、{h}に{x}を\
                 入れる場所がなくなるので、どちらかは{y}",
                braced(*ds),
            )
        }
        S::WxyzWing3222 {
            stem,
            branches: [b1, b2, b3],
            wxyz: [w, x, y, z],
            stem_box,
            line,
        } => {
            let set = |ds: &[u8]| braced(DigitSet::from_digits(ds));
            format!(
                "ヒンジ{stem}{}、枝{b1}{}は{}の中、枝{b2}{}と{b3}{}はブロックの外の{}にある。ヒンジが何で\
                 あっても、どれかの枝が{z}になる：ヒンジが{w}なら{b1}、{x}なら{b2}、{y}なら{b3}が\
                 {z}。{}の中で{}にある他のマスは三つの枝をすべて見るので、{z}にはなれない",
                set(&[*w, *x, *y]),
                set(&[*w, *z]),
                house(*stem_box),
                set(&[*x, *z]),
                set(&[*y, *z]),
                house(*line),
                house(*stem_box),
                house(*line)
            )
        }
        S::UniqueRectangle {
            kind,
            corners,
            floor,
            roof,
            houses: hs,
            digits: ds,
            extras,
            subset_cells,
            subset_digits,
            link_digit,
        } => {
            let pair = digits(*ds);
            let intro = format!(
                "{ASSUMPTION}、角{}（2行・2列・2ブロック）が{pair}だけになってはいけない\
                 （{pair}を入れ替えた2つ目の解ができる）",
                cells(corners.iter().copied())
            );
            let floor = cells(floor.iter().copied());
            let (some_roof, some_extra) = (one_of(roof.len()), one_of(extras.len()));
            let roof = cells(roof.iter().copied());
            let hs = houses(hs);
            let a = link_digit.unwrap_or(0);
            let detail = match kind {
                1 => format!("{floor}は{pair}だけを持つので、{roof}はどちらにもなれない"),
                2 | 5 => format!(
                    "{floor}は{pair}だけ、{roof}は{pair}と{}だけを持つ。{roof}の{some_roof}は{}なので、\
                     それらすべてを見るマスは{}になれない",
                    digits(*extras),
                    digits(*extras),
                    digits(*extras)
                ),
                3 => format!(
                    "{floor}は{pair}だけを持つので、{roof}の{some_roof}が{}の{some_extra}になる。{}と合わせて\
                     {hs}で候補{}のネイキッドサブセットになり、それらの数字は{hs}の他のマスに入らない",
                    digits(*extras),
                    cells(subset_cells.iter().copied()),
                    braced(*subset_digits)
                ),
                4 => {
                    let b = digits(*ds - DigitSet::single(a));
                    format!(
                        "{floor}は{pair}だけを持つ。{hs}では{a}が{roof}にしか入らないので片方は{a}。\
                         もう片方が{b}なら長方形が完成してしまうので、どちらも{b}になれない"
                    )
                }
                _ => format!(
                    "{floor}は{pair}だけを持つ。{hs}では{a}が角にしか入らないので、{roof}の一方が\
                     {a}なら両方が{a}、{floor}はもう一方の数字になり長方形が完成してしまう：どちらも\
                     {a}になれない"
                ),
            };
            format!("{intro}。{detail}")
        }
        S::HiddenRectangle {
            corners,
            bivalue_corner,
            target,
            houses: hs,
            digits: ds,
            link_digit: a,
            eliminated_digit: b,
        } => {
            let pair = digits(*ds);
            let others: Vec<Cell> = corners
                .iter()
                .copied()
                .filter(|c| c != target && c != bivalue_corner)
                .collect();
            format!(
                "{ASSUMPTION}、角{}（2行・2列・2ブロック）が{pair}だけになってはいけない（{pair}を\
                 入れ替えた2つ目の解ができる）。{bivalue_corner}は{pair}だけを持ち、{}では{a}が\
                 長方形の上にしかないので、{target}が{b}なら{}が両方{a}、{bivalue_corner}が{b}と\
                 なって長方形が完成してしまう",
                cells(corners.iter().copied()),
                houses(hs),
                cells(others),
            )
        }
        S::AvoidableRectangle {
            kind,
            corners,
            digits: ds,
            placed,
            open,
            digit: d,
        } => {
            let placed: Vec<String> = placed.iter().map(|(c, d)| format!("{c}={d}")).collect();
            let intro = format!(
                "{ASSUMPTION}、角{}（2行・2列・2ブロック、問題の数字なし）が{}だけになってはいけない。\
                 {}は問題の数字ではなく後から配置した数字なので",
                cells(corners.iter().copied()),
                digits(*ds),
                placed.join("、")
            );
            if *kind == 1 {
                let first = open.first().map(|(c, _)| c.to_string()).unwrap_or_default();
                format!("{intro}、{first}が{d}なら長方形が完成してしまう")
            } else {
                format!(
                    "{intro}、{}のどちらも{d}でなければ長方形が完成してしまう。よってどちらかは{d}で、\
                     両方から見えるマスは{d}になれない",
                    cells(open.iter().map(|&(c, _)| c)),
                )
            }
        }
        S::BugPlusOne {
            cell: c,
            digit: d,
            houses: hs,
        } => format!(
            "{ASSUMPTION}、{c}以外の空きマスはすべて候補が2つで、残る数字はどのハウスでもちょうど\
             2回ずつ候補になっている（{d}だけは{}で3回）。{c}の{d}がなければ盤面はBUG（全マス2択の\
             墓場）になり、解がないか2つ以上になる：{c}は{d}",
            houses(hs),
        ),
        S::Template {
            digit: d,
            templates,
            set_aside,
            cells: cs,
            set,
        } => {
            let aside = match set_aside {
                0 => String::new(),
                k => format!("（他に{k}個あるが、別の数字がすべてのテンプレートで使うマスを使う）"),
            };
            let cs = cells(cs.iter().copied());
            let verdict = if *set {
                format!("どれも{cs}に{d}を置くので、そこは{d}")
            } else {
                format!("どれも{cs}を使わないので、そこは{d}になれない")
            };
            format!(
                "テンプレートとは、{d}を各行・列・ブロックに一つずつ、{d}が入りうるマスに置く配置の\
                 こと。{d}のテンプレートで当てはまるのは{templates}個{aside}。{verdict}"
            )
        }
        S::BruteForce {
            cell,
            choices,
            digit,
        } => format!(
            "解法が尽きたときの最後の手段。{cell}の候補は{choices}個で、この局面（解はただ一つ）を\
             総当たりで調べると{digit}になる"
        ),
    }
}

/// What every uniqueness argument assumes.
const ASSUMPTION: &str = "問題の解がただ一つだと仮定すると";

fn empty_rectangle(er: &EmptyRectangleSays) -> String {
    let d = er.digit;
    let [s, q] = er.link_cells;
    let (s_line, other_line) = er.lines();
    format!(
        "{}の候補{d}（{}）はすべて{}か{}にある。{}では{d}が{s}と{q}にしかない。{q}が{d}でなければ\
         {s}が{d}になり、ブロックの{}から{d}が消えるので、ブロックの{d}は{}に入る。どちらにしても\
         {}は{d}になれない",
        house(er.box_house),
        cells(er.box_cells.iter().copied()),
        house(er.er_row),
        house(er.er_column),
        house(er.link_house),
        house(s_line),
        house(other_line),
        er.target
    )
}
