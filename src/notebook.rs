//! Rich display in Jupyter notebooks run by the evcxr Rust kernel.
//!
//! evcxr shows the value of a cell's last expression by calling its
//! `evcxr_display` method, if the type has one; the method prints the
//! content between markers:
//!
//! ```text
//! EVCXR_BEGIN_CONTENT image/svg+xml
//! <svg ...>...</svg>
//! EVCXR_END_CONTENT
//! ```
//!
//! This module gives that method to [`Board`] (an SVG of the board with its
//! candidates), to [`Walkthrough`] (an HTML page of every step beside its
//! highlighted board) and to the small views below. A [`Step`] does not know
//! its board, so it is shown through [`Step::on`]: `step.on(&board)` (or
//! [`Walkthrough::step_view`]). Colours follow [`crate::render`]'s palette.
//!
//! ```no_run
//! use sudoku_explorer::notebook;
//! # let board = sudoku_explorer::Board::empty(9).unwrap();
//! board.evcxr_display();                // what a cell ending in `board` does
//! notebook::svg(&board).evcxr_display(); // the same, as an Svg value
//! ```
//!
//! Outside a notebook these methods just print the markers and content.

use crate::coach;
use crate::grid::Board;
use crate::lang::{Coaching, Lang, MoveIs, Notation, Problem};
use crate::render::{self, html, RenderOptions};
use crate::solver::Walkthrough;
use crate::step::{Highlights, Step};
use crate::strategies;

/// An SVG document, displayed as an image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Svg(pub String);

/// An HTML fragment, displayed as HTML.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Html(pub String);

/// One MIME block of evcxr's display protocol.
fn mime_block(mime: &str, content: &str) -> String {
    let newline = if content.ends_with('\n') { "" } else { "\n" };
    format!("EVCXR_BEGIN_CONTENT {mime}\n{content}{newline}EVCXR_END_CONTENT\n")
}

impl Svg {
    /// What [`Svg::evcxr_display`] prints.
    pub fn display_text(&self) -> String {
        mime_block("image/svg+xml", &self.0)
    }
    pub fn evcxr_display(&self) {
        print!("{}", self.display_text());
    }
}

impl From<String> for Svg {
    fn from(svg: String) -> Svg {
        Svg(svg)
    }
}

impl Html {
    /// What [`Html::evcxr_display`] prints.
    pub fn display_text(&self) -> String {
        mime_block("text/html", &self.0)
    }
    pub fn evcxr_display(&self) {
        print!("{}", self.display_text());
    }
}

impl From<String> for Html {
    fn from(html: String) -> Html {
        Html(html)
    }
}

/// The board as an SVG image, with the default options.
pub fn svg(board: &Board) -> Svg {
    Svg(render::board_svg(board, &RenderOptions::default()))
}

/// The board's digits without its candidates: for an exercise whose
/// answer the candidates would give away.
pub fn digits_only(board: &Board) -> Svg {
    let opts = RenderOptions {
        show_candidates: false,
        ..RenderOptions::default()
    };
    Svg(render::board_svg(board, &opts))
}

/// The board with highlights, drawn with `opts`: for notebooks that build
/// their own highlights while exploring a pattern.
pub fn svg_with(board: &Board, highlights: &Highlights, opts: &RenderOptions) -> Svg {
    Svg(render::highlights_svg(board, highlights, opts))
}

/// A walkthrough as an HTML fragment (no `<html>` wrapper) with a heading.
pub fn walkthrough(w: &Walkthrough, title: &str) -> Html {
    Html(html::walkthrough_fragment(
        w,
        &html::escape(title),
        &RenderOptions::default(),
    ))
}

impl Board {
    /// Shows the board (with candidates) in a notebook; also sends the
    /// digits as one line of text for plain-text front ends.
    pub fn evcxr_display(&self) {
        print!(
            "{}{}",
            svg(self).display_text(),
            mime_block("text/plain", &self.to_line())
        );
    }

    /// The board through one digit, as SudokuWiki's highlighter shows it:
    /// only that digit's candidates, marked, and every row, column or box
    /// where it has two places (a conjugate pair) drawn as a strong link.
    /// The way to learn to see fish, colouring and chains.
    pub fn digit_view(&self, digit: u8) -> Svg {
        self.digit_view_in(digit, Lang::En, Notation::RowCol)
    }

    /// [`Board::digit_view`] with its legend in `lang`.
    pub fn digit_view_in(&self, digit: u8, lang: Lang, notation: Notation) -> Svg {
        let opts = RenderOptions::default()
            .with_legend(true)
            .in_language(lang, notation);
        let view = crate::strategies::single_digit::links::digit_view(self, digit, true);
        Svg(render::highlights_svg(
            &self.only_digit(digit),
            &view,
            &opts,
        ))
    }
}

/// A step drawn on its board: the board before the step, with the step's
/// highlights, its explanation as the caption and a legend.
#[derive(Clone, Debug)]
pub struct StepView {
    pub board: Board,
    pub step: Step,
    pub options: RenderOptions,
}

impl Step {
    /// This step drawn on `board_before`, the board it was found on.
    pub fn on(&self, board_before: &Board) -> StepView {
        StepView {
            board: board_before.clone(),
            step: self.clone(),
            options: RenderOptions::default()
                .with_legend(true)
                .with_caption(format!("{}: {}", self.strategy, self.explanation())),
        }
    }
}

impl Step {
    /// [`Step::on`] in another language and cell notation (caption, legend).
    pub fn on_in(&self, board_before: &Board, lang: Lang, notation: Notation) -> StepView {
        let mut view = self.on(board_before);
        view.options = view.options.in_language(lang, notation);
        if lang != Lang::En || notation != Notation::RowCol {
            view.options.caption = Some(self.explain_in(lang, notation));
        }
        view
    }
}

/// A notebook's language and cell notation, chosen once at the top
/// (`let ja = Words::new(Lang::Ja, Notation::RowCol);`) and used for every
/// display after it: `ja.walkthrough(&w)`, `ja.step(&w, 3)`, `ja.text(&step)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words {
    pub lang: Lang,
    pub notation: Notation,
}

impl Words {
    pub fn new(lang: Lang, notation: Notation) -> Words {
        Words { lang, notation }
    }
    /// The step's explanation in these words.
    pub fn text(&self, step: &Step) -> String {
        step.explain_in(self.lang, self.notation)
    }
    /// `board` through one digit ([`Board::digit_view`]), in these words.
    pub fn digit_view(&self, board: &Board, digit: u8) -> Svg {
        board.digit_view_in(digit, self.lang, self.notation)
    }
    /// Step `i` (0-based) of `w` on its board, or `None` past the end.
    pub fn step(&self, w: &Walkthrough, i: usize) -> Option<StepView> {
        let step = w.steps.get(i)?;
        Some(step.on_in(&w.board_before(i), self.lang, self.notation))
    }
    /// A learner's answer to "what does `id` remove (or place) on `board`?",
    /// graded in these words (see [`grade`]).
    pub fn grade(&self, board: &Board, id: &str, answer: &[&str]) -> Said {
        let catalogue = self.lang.catalogue();
        let said = |c: Coaching| catalogue.coaching(&c);
        let Some(info) = strategies::by_name(id) else {
            return Said::says(false, catalogue.problem(&Problem::unknown_strategy(id)));
        };
        let answer = match coach::Answer::read(answer) {
            Ok(a) => a,
            Err(item) => return Said::says(false, said(Coaching::Unreadable { item })),
        };
        match coach::grade(board, info.id, &answer) {
            Ok(g) => Said {
                ok: g.is_right(),
                lines: g.said(info.id).into_iter().map(said).collect(),
                svg: None,
            },
            Err(p) => Said::says(false, catalogue.problem(&p)),
        }
    }
    /// What each claimed move (`&["r3c4<>5", "r5c7=3"]`) is on `board`, in
    /// these words (see [`why`]).
    pub fn why(&self, board: &Board, moves: &[&str]) -> Said {
        let catalogue = self.lang.catalogue();
        let claims = match coach::why::read_claims(moves) {
            Ok(claims) => claims,
            Err(item) => {
                return Said::says(false, catalogue.coaching(&Coaching::Unreadable { item }))
            }
        };
        let lines = coach::why::judged(board, None, &claims);
        // All is well when every move is right now.
        let ok = lines.iter().all(|c| {
            matches!(
                c,
                Coaching::Move {
                    is: MoveIs::Asked { .. } | MoveIs::ShownBy { .. },
                    ..
                }
            )
        });
        Said {
            ok,
            lines: lines.iter().map(|c| catalogue.coaching(c)).collect(),
            svg: None,
        }
    }
    /// The learner's position checked, in these words (see [`check`]).
    pub fn check(&self, board: &Board) -> Said {
        let catalogue = self.lang.catalogue();
        match coach::check(board) {
            Ok(found) => Said {
                ok: found.is_clean(),
                lines: found.said().iter().map(|c| catalogue.coaching(c)).collect(),
                svg: None,
            },
            Err(p) => Said::says(false, catalogue.problem(&p)),
        }
    }
    /// [`check_answer`], said in these words.
    pub fn check_answer<T: ToString>(
        &self,
        yours: &[&str],
        expected: impl IntoIterator<Item = T>,
    ) -> Answer {
        Answer {
            lang: self.lang,
            ..check_answer(yours, expected)
        }
    }

    /// A hint at `level` (1 to 4), in these words and drawn (see [`hint`]).
    pub fn hint(&self, board: &Board, level: u8) -> Said {
        let catalogue = self.lang.catalogue();
        let Some(level) = coach::Level::from_number(level) else {
            return Said::says(false, catalogue.problem(&Problem::NoHintLevel { level }));
        };
        match coach::hint(board, level) {
            Ok(h) => {
                let opts = RenderOptions::default().in_language(self.lang, self.notation);
                Said {
                    ok: true,
                    lines: vec![h.text_in(self.lang, self.notation)],
                    svg: Some(Svg(h.svg(board, &opts))),
                }
            }
            Err(p) => Said::says(false, catalogue.problem(&p)),
        }
    }
    /// The walkthrough as an HTML fragment in these words.
    pub fn walkthrough(&self, w: &Walkthrough, title: &str) -> Html {
        Html(html::walkthrough_fragment(
            w,
            &html::escape(title),
            &RenderOptions::default().in_language(self.lang, self.notation),
        ))
    }
}

impl StepView {
    pub fn svg(&self) -> Svg {
        Svg(render::step_svg(&self.board, &self.step, &self.options))
    }
    pub fn evcxr_display(&self) {
        // The caption is the step in the view's language ([`Step::on_in`]).
        let text = match &self.options.caption {
            Some(caption) => caption.clone(),
            None => self.step.to_string(),
        };
        print!(
            "{}{}",
            self.svg().display_text(),
            mime_block("text/plain", &text)
        );
    }
}

impl Walkthrough {
    /// Step `i` (0-based) on the board before it, or `None` past the end.
    pub fn step_view(&self, i: usize) -> Option<StepView> {
        let step = self.steps.get(i)?;
        Some(step.on(&self.board_before(i)))
    }

    /// Shows every step beside its highlighted board, from the start board
    /// to the final one.
    pub fn evcxr_display(&self) {
        let title = format!("Walkthrough ({})", self.status);
        print!("{}", walkthrough(self, &title).display_text());
    }
}

/// What the coach says in a notebook: whether all is well (`ok`: the
/// answer is right, the position has no mistake, a hint could be given),
/// the words, a line each, and for a hint its picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub ok: bool,
    pub lines: Vec<String>,
    pub svg: Option<Svg>,
}

/// Grades a learner's answer (`&["r3c4<>5", "r3c6<>5"]`, or placements
/// `r3c4=5`) to "what does strategy `id` remove on `board`?" with
/// [`coach::grade`]: right (`ok`) when some instance of the strategy there
/// does exactly that, whichever instance it is; otherwise says what is
/// missing or why each wrong candidate is wrong, without giving the answer
/// away. English; [`Words::grade`] says it in a notebook's language.
pub fn grade(board: &Board, id: &str, answer: &[&str]) -> Said {
    Words::default().grade(board, id, answer)
}

/// What each move a learner claims (`&["r3c4<>5", "r5c7=3"]`) is on
/// `board` ([`coach::why()`]): right by a technique (the first in the
/// curriculum that does it, named), not a candidate, refuted by logic (a
/// forcing chain or net from the move to a contradiction), or not shown
/// yet. `ok` when every move is right now. English; see [`Words::why`].
pub fn why(board: &Board, moves: &[&str]) -> Said {
    Words::default().why(board, moves)
}

/// Checks a learner's position against the solution ([`coach::check()`]):
/// each mistake, or "no mistakes so far". English; see [`Words::check`].
pub fn check(board: &Board) -> Said {
    Words::default().check(board)
}

/// A hint at `level` (1 what, 2 where, 3 the pattern, 4 the step) for the
/// next step on `board` ([`coach::hint()`]), drawn, or the position's
/// mistake first. English; see [`Words::hint`].
pub fn hint(board: &Board, level: u8) -> Said {
    Words::default().hint(board, level)
}

impl Said {
    fn says(ok: bool, line: String) -> Said {
        Said {
            ok,
            lines: vec![line],
            svg: None,
        }
    }
    pub fn is_ok(&self) -> bool {
        self.ok
    }
    /// What [`Said::evcxr_display`] prints: with a picture, HTML with the
    /// words above it (an image alone would hide them: notebooks and their
    /// pages show the richest form only) and the picture described by the
    /// words for screen readers; the words as text too.
    pub fn display_text(&self) -> String {
        let plain = mime_block("text/plain", &self.to_string());
        let Some(svg) = &self.svg else {
            return plain;
        };
        let words: String = self
            .lines
            .iter()
            .map(|l| format!("<p>{}</p>\n", html::escape(l)))
            .collect();
        let label = html::escape(&self.lines.join(" "));
        let picture = svg.0.replacen(
            "<svg ",
            &format!("<svg role=\"img\" aria-label=\"{label}\" "),
            1,
        );
        let page = format!("<div class=\"sudoku-said\">\n{words}{picture}</div>\n");
        format!("{}{plain}", mime_block("text/html", &page))
    }
    pub fn evcxr_display(&self) {
        print!("{}", self.display_text());
    }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.lines.join("\n"))
    }
}

/// A learner's answer to a "Try it" exercise, checked against the library's:
/// shown as `right` or `not yet` without giving the answer away (only the
/// wrong items of the learner's answer are named).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub yours: Vec<String>,
    pub expected: Vec<String>,
    /// The language it is said in ([`Words::check_answer`]; English
    /// otherwise).
    pub lang: Lang,
}

/// Compares an answer with the expected one as sets of names (order,
/// repeats, surrounding spaces and empty items do not matter): `check_answer(&["r1c2<>5"],
/// step.eliminations.iter().map(|c| c.to_string()))`.
pub fn check_answer<T: ToString>(yours: &[&str], expected: impl IntoIterator<Item = T>) -> Answer {
    let set = |v: Vec<String>| {
        let mut v: Vec<String> = v
            .into_iter()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        v.sort();
        v.dedup();
        v
    };
    Answer {
        yours: set(yours.iter().map(|s| s.to_string()).collect()),
        expected: set(expected.into_iter().map(|e| e.to_string()).collect()),
        lang: Lang::En,
    }
}

impl Answer {
    pub fn is_right(&self) -> bool {
        self.yours == self.expected
    }
    pub fn evcxr_display(&self) {
        print!("{}", mime_block("text/plain", &self.to_string()));
    }
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let cat = self.lang.catalogue();
        if self.is_right() {
            return write!(f, "{}", cat.answer_right(&self.expected));
        }
        if self.yours.is_empty() {
            return write!(f, "{}", cat.answer_missing(self.expected.len()));
        }
        let wrong: Vec<&str> = self
            .yours
            .iter()
            .filter(|y| !self.expected.contains(y))
            .map(String::as_str)
            .collect();
        let right = self.yours.len() - wrong.len();
        let (yours, items) = (self.yours.len(), self.expected.len());
        write!(f, "{}", cat.answer_partly(right, yours, items, &wrong))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies;

    fn small_board() -> Board {
        #[rustfmt::skip]
        let digits = [
            0, 2, 3, 4,
            3, 0, 1, 2,
            2, 1, 0, 3,
            4, 3, 2, 0,
        ];
        Board::from_givens(&digits).expect("valid 4x4 puzzle")
    }

    /// A hint with its picture shows its words above the picture (as
    /// HTML, which notebooks prefer to an image), and the picture is
    /// labelled with them.
    #[test]
    fn a_hint_shows_its_words_beside_its_picture() {
        let said = Said {
            ok: true,
            lines: vec!["Try this technique next: X-Wing <tough>.".to_string()],
            svg: Some(svg(&small_board())),
        };
        let text = said.display_text();
        assert!(text.starts_with("EVCXR_BEGIN_CONTENT text/html\n<div class=\"sudoku-said\">\n"));
        assert!(text.contains("<p>Try this technique next: X-Wing &lt;tough&gt;.</p>\n<svg role=\"img\" aria-label=\"Try this technique next: X-Wing &lt;tough&gt;.\" "));
        assert!(text.ends_with(
            "EVCXR_BEGIN_CONTENT text/plain\nTry this technique next: X-Wing <tough>.\nEVCXR_END_CONTENT\n"
        ));
        let plain = Said::says(true, "Right.".to_string()).display_text();
        assert_eq!(
            plain,
            "EVCXR_BEGIN_CONTENT text/plain\nRight.\nEVCXR_END_CONTENT\n"
        );
    }

    #[test]
    fn svg_block_follows_the_protocol() {
        let text = svg(&small_board()).display_text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.first(), Some(&"EVCXR_BEGIN_CONTENT image/svg+xml"));
        assert!(lines.get(1).is_some_and(|l| l.starts_with("<svg")));
        assert_eq!(lines.last(), Some(&"EVCXR_END_CONTENT"));
        assert_eq!(text.matches("EVCXR_END_CONTENT").count(), 1);
        // Without candidates, fewer digits are drawn: the givens only.
        let texts = |s: &Svg| s.0.matches("<text").count();
        assert!(texts(&digits_only(&small_board())) < texts(&svg(&small_board())));
    }

    #[test]
    fn step_view_and_walkthrough_display() {
        let board = small_board();
        let step = strategies::REGISTRY
            .iter()
            .find_map(|s| s.first(&board))
            .expect("four cells missing: there is a single");
        let view = step.on(&board);
        let text = view.svg().display_text();
        assert!(text.starts_with("EVCXR_BEGIN_CONTENT image/svg+xml\n<svg"));
        assert!(text.contains(step.strategy));

        let w = crate::solver::solve(&board);
        let html = walkthrough(&w, "Tiny <4x4>").display_text();
        assert!(html.starts_with("EVCXR_BEGIN_CONTENT text/html\n"));
        assert!(html.contains("Tiny &lt;4x4&gt;"));
        assert_eq!(html.matches("<svg").count(), w.steps.len() + 2);
        assert!(w.step_view(0).is_some());
        assert!(w.step_view(w.steps.len()).is_none());
    }

    #[test]
    fn answers_are_checked_without_giving_them_away() {
        let expected = ["r1c2<>5", "r3c4<>5"];
        let right = check_answer(&["r3c4<>5 ", "r1c2<>5", "r1c2<>5"], expected);
        assert!(right.is_right());
        assert_eq!(right.to_string(), "right: r1c2<>5, r3c4<>5");
        assert_eq!(
            check_answer(&[" "], expected).to_string(),
            "not yet: no answer given (the answer has 2 items)"
        );
        let half = check_answer(&["r1c2<>5", "r9c9<>1"], expected);
        assert!(!half.is_right());
        assert_eq!(
            half.to_string(),
            "not yet: 1 of your 2 right, the answer has 2; not in it: r9c9<>1"
        );
        assert_eq!(
            check_answer(&["7"], [7]).display_text_for_test(),
            "EVCXR_BEGIN_CONTENT text/plain\nright: 7\nEVCXR_END_CONTENT\n"
        );
        // The same checks in Japanese (the Japanese notebooks' words).
        let ja = Words::new(Lang::Ja, Notation::RowCol);
        let said = |yours: &[&str]| ja.check_answer(yours, expected).to_string();
        assert_eq!(said(&["r3c4<>5", "r1c2<>5"]), "正解：r1c2<>5、r3c4<>5");
        assert_eq!(said(&[]), "まだ：答えが書かれていない（答えは2項目）");
        assert_eq!(
            said(&["r1c2<>5", "r9c9<>1"]),
            "まだ：あなたの2項目のうち1項目が正しい。答えは2項目。答えにないもの：r9c9<>1"
        );
    }

    /// Notebook 06's first exercise: generated puzzle 288 before step 21 of
    /// its walkthrough, where the solver takes an X-Wing.
    fn x_wing_exercise() -> Board {
        let puzzle = &crate::generate::puzzles(288, 1)[0];
        let w = crate::solver::Solver::new().solve(puzzle);
        assert_eq!(w.steps[20].strategy, "x-wing");
        w.board_before(20)
    }

    #[test]
    fn every_instance_is_graded_right_and_wrong_answers_say_why() {
        let board = x_wing_exercise();
        let productive: Vec<Step> = (strategies::by_id("x-wing").unwrap().find)(&board)
            .into_iter()
            .filter(|s| s.makes_progress())
            .collect();
        let items =
            |s: &Step| -> Vec<String> { s.eliminations.iter().map(|c| c.to_string()).collect() };
        // Two X-Wings remove something here: each is right, and says so.
        assert_eq!(productive.len(), 2);
        for s in &productive {
            let mine = items(s);
            let mine: Vec<&str> = mine.iter().map(String::as_str).collect();
            assert_eq!(
                grade(&board, "x-wing", &mine).to_string(),
                "Right. There is 1 more: each is another right answer."
            );
        }
        // Several items in one string; a part of an answer.
        let longest = productive.iter().map(items).max_by_key(Vec::len).unwrap();
        assert!(grade(&board, "x-wing", &[longest.join(", ").as_str()]).is_ok());
        if longest.len() == 2 {
            assert_eq!(
                grade(&board, "x-wing", &[longest[0].as_str()]).to_string(),
                "Right so far: 1 more candidate goes with it."
            );
        }
        let empty = grade(&board, "x-wing", &["", " "]);
        assert!(!empty.is_ok());
        assert_eq!(
            empty.to_string(),
            "No answer yet: write it in the cell above."
        );
        assert_eq!(
            grade(&board, "x-wing", &["r1c1<5"]).to_string(),
            "'r1c1<5' is not an answer: write r5c7<>3 (3 goes from r5c7) or r5c7=3 (r5c7 is 3)."
        );
        assert_eq!(
            grade(&board, "x-wnig", &[longest[0].as_str()]).to_string(),
            "unknown strategy 'x-wnig'; did you mean x-wing?"
        );
        // Any name of the strategy will do (its Japanese names too).
        assert_eq!(
            grade(&board, "たすき掛け", &[longest[0].as_str()]).to_string(),
            grade(&board, "x-wing", &[longest[0].as_str()]).to_string()
        );
        // A cell that holds a digit has no candidates: said in Japanese too.
        let given = board.givens().iter().next().unwrap();
        let digit = board.value(given).unwrap();
        let item = format!("{given}<>{digit}");
        let ja = Words::new(Lang::Ja, Notation::RowCol).grade(&board, "x-wing", &[item.as_str()]);
        assert_eq!(
            ja.to_string(),
            format!("{given}≠{digit}：そのマスにその候補はない。")
        );
    }

    #[test]
    fn a_learners_position_is_checked_before_it_is_hinted() {
        let board = x_wing_exercise();
        let clean = check(&board);
        assert!(clean.is_ok(), "{clean}");
        assert!(
            clean.to_string().starts_with("No mistakes so far"),
            "{clean}"
        );
        let what = hint(&board, 1);
        assert_eq!(
            what.to_string(),
            "Try this technique next: X-Wing (tough tier)."
        );
        assert!(what.svg.is_some());
        let step = hint(&board, 4);
        assert!(step.to_string().starts_with("X-Wing on 7"), "{step}");
        assert_eq!(
            hint(&board, 5).to_string(),
            "there is no hint level 5: levels go from 1 (what to look for) to 4 (the whole step)"
        );
        // A wrong digit: the check names it, and the hint names it first.
        let solution = crate::brute::solve(&board).unwrap();
        let (cell, wrong) = board
            .empty_cells()
            .iter()
            .find_map(|c| {
                let right = solution[c.row() * 9 + c.col()];
                let d = board.candidates(c).iter().find(|&d| d != right)?;
                Some((c, d))
            })
            .unwrap();
        let mut mine = board.clone();
        mine.place(cell, wrong).unwrap();
        let said = check(&mine);
        assert!(!said.is_ok());
        // Refuted by logic, never by "the solution's digit".
        let mistake = format!("{cell} holds {wrong}, which cannot be");
        assert_eq!(said.lines.len(), 1);
        assert!(said.lines[0].starts_with(&mistake), "{}", said.lines[0]);
        assert!(!said.lines[0].contains("solution"), "{}", said.lines[0]);
        let hinted = hint(&mine, 1);
        assert!(!hinted.is_ok() && hinted.svg.is_none());
        assert!(hinted.to_string().contains(&mistake), "{hinted}");
        let ja = Words::new(Lang::Ja, Notation::RowCol).check(&mine);
        assert_eq!(ja.lines.len(), 1);
        assert!(ja.lines[0].starts_with(&format!("{cell}に{wrong}は入らない")));
        assert!(!ja.lines[0].contains("正解"), "{}", ja.lines[0]);
    }

    impl Answer {
        fn display_text_for_test(&self) -> String {
            mime_block("text/plain", &self.to_string())
        }
    }
}
