//! A printable worksheet: puzzles that need one technique, each drawn at the
//! position where the technique is first needed (candidates filled in, big
//! enough to write in), one to a page, easiest first; then an answer key,
//! two to a page: the step drawn and what it removes. Plain HTML and print
//! CSS (no script, no network): the page margins fit A4 and Letter alike.

use super::html::escape;
use super::{highlights_svg, step_svg, RenderOptions};
use crate::grid::Board;
use crate::lang::Msg;
use crate::step::{Highlights, Step};
use std::fmt::Write as _;

const STYLE: &str = include_str!("worksheet.css");

/// One puzzle of a worksheet.
#[derive(Clone, Debug)]
pub struct SheetPuzzle {
    /// The puzzle, a line of digits (printed small, to type it in elsewhere).
    pub line: String,
    /// The position where the technique is first needed.
    pub board: Board,
    /// The technique's step there.
    pub step: Step,
    /// How many other instances of the technique there also make
    /// progress: each is a right answer too, and the key says so.
    pub others: usize,
    /// The puzzle's SE rating.
    pub se: Option<f32>,
}

/// A worksheet's contents, its words in the options' language.
#[derive(Clone, Debug)]
pub struct Worksheet {
    /// The technique's name and tier (`X-Wing`, `tough`).
    pub name: String,
    pub tier: String,
    /// The technique's rule in one line.
    pub rule: String,
    pub puzzles: Vec<SheetPuzzle>,
}

/// The worksheet as one HTML page.
pub fn worksheet_page(ws: &Worksheet, opts: &RenderOptions) -> String {
    let cat = opts.lang.catalogue();
    let plain = RenderOptions {
        caption: None,
        legend: false,
        ..opts.clone()
    };
    let keyed = plain.clone().with_legend(true);
    let title = escape(&cat.worksheet_title(&ws.name, &ws.tier));
    let rule = escape(&ws.rule);
    let mut out = String::with_capacity(ws.puzzles.len() * 80 * 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{title}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n",
        opts.lang.tag()
    );
    let heading = |k: usize, p: &SheetPuzzle| {
        let se =
            p.se.map(|s| format!(" <span class=\"se\">SE {s:.1}</span>"));
        format!(
            "{} {}{}",
            cat.msg(Msg::WorksheetPuzzle),
            k + 1,
            se.unwrap_or_default()
        )
    };
    for (k, p) in ws.puzzles.iter().enumerate() {
        let _ = write!(
            out,
            "<section class=\"puzzle\">\n<header><span class=\"title\">{title}</span>\
             <span class=\"name\">{name}: ______</span></header>\n\
             <h2>{heading}</h2>\n<p class=\"rule\">{rule}</p>\n\
             <p class=\"task\">{task}</p>\n<div class=\"board\">{svg}</div>\n\
             <p class=\"line\">{line}</p>\n</section>\n",
            name = cat.msg(Msg::WorksheetName),
            heading = heading(k, p),
            task = cat.msg(Msg::WorksheetTask),
            svg = highlights_svg(&p.board, &Highlights::new(), &plain),
            line = escape(&p.line),
        );
    }
    let _ = writeln!(
        out,
        "<section class=\"answers\">\n<h1>{}</h1>",
        escape(&cat.answer_key(&ws.name))
    );
    for (k, p) in ws.puzzles.iter().enumerate() {
        let _ = write!(
            out,
            "<div class=\"answer\">\n<div class=\"board\">{svg}</div>\n<div>\n<h2>{heading}</h2>\n\
             <p class=\"effects\">{effects}</p>\n<p class=\"explanation\">{text}</p>{others}\n</div>\n</div>\n",
            heading = heading(k, p),
            others = match p.others {
                0 => String::new(),
                n => format!("\n<p class=\"others\">{}</p>", escape(&cat.other_answers(n))),
            },
            svg = step_svg(&p.board, &p.step, &keyed),
            text = escape(&p.step.explain_in(opts.lang, opts.notation)),
            effects = escape(&opts.notation.rewrite(&p.step.effects())),
        );
    }
    out.push_str("</section>\n</body>\n</html>\n");
    out
}
