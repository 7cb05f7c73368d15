//! The routes that work on a learner's position: load, hint, step, check,
//! why, walkthrough and grade (docs/api.md). Each reads its body, asks the
//! coach or the solver, and says the result in the request's language.

use super::position::{code, from_code, PositionError};
use super::{Position, Refusal, State};
use crate::coach::answer::{grade as grade_answer, Answer};
use crate::coach::hint::hint_from;
use crate::coach::why::{judged, read_claims};
use crate::coach::{check as check_position, curriculum_solver, hint_knowing, known_techniques};
use crate::coach::{Hint, Level};
use crate::formats::{parse_puzzles, parse_puzzles_as, Format};
use crate::grid::{Board, Candidate};
use crate::lang::api::ApiProblem;
use crate::lang::{Coaching, Lang, Notation, Problem};
use crate::render::live::{frame_json, layers_json};
use crate::render::RenderOptions;
use crate::step::Step;
use serde::Deserialize;
use serde_json::{json, Value};

/// What a route knows of its request besides the body.
pub struct Ctx<'a> {
    pub state: &'a State,
    pub lang: Lang,
    pub notation: Notation,
    pub query: Vec<(String, String)>,
}

impl Ctx<'_> {
    pub fn query(&self, key: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub fn opts(&self) -> RenderOptions {
        RenderOptions::default().in_language(self.lang, self.notation)
    }

    /// Coaching said in the request's language and notation.
    pub fn say(&self, c: &Coaching) -> String {
        self.notation.rewrite(&self.lang.catalogue().coaching(c))
    }
}

/// The body as `T`, or what is wrong with it.
pub fn read<T: for<'de> Deserialize<'de>>(body: Value) -> Result<T, Refusal> {
    serde_json::from_value(body).map_err(|e| {
        Refusal::Api(ApiProblem::BadJson {
            detail: e.to_string(),
        })
    })
}

/// The board of a request's position.
pub fn board_of(p: &Position) -> Result<Board, Refusal> {
    p.board().map_err(|e| match e {
        PositionError::Api(a) => Refusal::Api(a),
        PositionError::Board(b) => Refusal::Unprocessable(Problem::Board(b)),
    })
}

/// Candidates as codes.
fn codes(list: &[Candidate], size: usize) -> Vec<usize> {
    list.iter().map(|c| code(c, size)).collect()
}

/// `GET /api/frame?size=N`: the empty board.
pub fn frame(ctx: &Ctx) -> Result<Value, Refusal> {
    let size = match ctx.query("size").unwrap_or("9") {
        "4" => 4,
        "6" => 6,
        "9" => 9,
        other => {
            return Err(Refusal::Api(ApiProblem::BadSize {
                found: other.chars().take(20).collect(),
            }))
        }
    };
    let board = Board::empty(size).map_err(|e| Refusal::Problem(Problem::Board(e)))?;
    Ok(frame_json(&board, &ctx.opts()))
}

#[derive(Deserialize)]
struct LoadBody {
    text: String,
    #[serde(default)]
    format: Option<String>,
}

/// The most puzzles one load answers.
const MAX_LOADED: usize = 1000;

/// `POST /api/load`: every puzzle of a text, each with its solutions
/// checked, and every line that cannot be read.
pub fn load(ctx: &Ctx, body: Value) -> Result<Value, Refusal> {
    let body: LoadBody = read(body)?;
    let read = match &body.format {
        Some(f) => {
            let format: Format = f.parse().map_err(|bad: crate::lang::BadValue| {
                Refusal::Problem(Problem::Usage(crate::lang::Usage::BadValue {
                    arg: "format".to_string(),
                    value: bad.value.chars().take(40).collect(),
                    takes: bad.takes,
                }))
            })?;
            parse_puzzles_as(&body.text, format)
        }
        None => parse_puzzles(&body.text),
    };
    let cat = ctx.lang.catalogue();
    let mut puzzles = Vec::new();
    let mut errors = Vec::new();
    for p in read.into_iter().take(MAX_LOADED) {
        match p {
            Ok(p) => {
                let mut v = json!({"line": p.line, "position": Position::of(&p.board).to_json()});
                if let Err(problem) = crate::coach::why::solution_of(&p.board) {
                    v["problem"] = cat.problem(&problem).into();
                }
                puzzles.push(v);
            }
            Err(e) => errors.push(json!({"line": e.line, "error": cat.problem(&e.located())})),
        }
    }
    Ok(json!({"puzzles": puzzles, "errors": errors}))
}

#[derive(Deserialize)]
struct HintBody {
    position: Position,
    #[serde(default)]
    level: Option<i64>,
    #[serde(default)]
    known: Option<Vec<String>>,
}

/// A hint as JSON, with its layers drawn on `board`.
fn hint_json(ctx: &Ctx, board: &Board, h: &Hint) -> Value {
    let mut v = json!({
        "level": h.level.number(),
        "strategy": h.strategy,
        "name": crate::lang::strategy_name(h.strategy, ctx.lang).unwrap_or(h.strategy),
        "text": h.text_in(ctx.lang, ctx.notation),
        "layers": layers_json(board, &h.highlights, &ctx.opts()),
    });
    if crate::coach::lesson(h.strategy).is_some() {
        v["lesson"] = h.strategy.into();
    }
    if let Some(step) = &h.step {
        v["step"] = step_effect(step, board.size());
    }
    v
}

fn step_effect(step: &Step, size: usize) -> Value {
    json!({
        "eliminations": codes(&step.eliminations, size),
        "placements": codes(&step.placements, size),
    })
}

fn hint_at(ctx: &Ctx, body: HintBody, level: Level) -> Result<Value, Refusal> {
    let board = board_of(&body.position)?;
    let known = match &body.known {
        Some(words) if !words.is_empty() => {
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            Some(known_techniques(&words)?)
        }
        _ => None,
    };
    if board.is_solved() {
        return Err(Refusal::Api(ApiProblem::Solved));
    }
    // The step is the same at every level: found once per position.
    let p = Position::of(&board);
    let key = format!(
        "{}|{}|{}|{}",
        p.givens,
        p.values.unwrap_or_default(),
        p.candidates.unwrap_or_default(),
        known.as_deref().unwrap_or_default().join(",")
    );
    let cached = ctx.state.steps.lock().ok().and_then(|c| c.get(&key));
    let step = match cached {
        Some(step) => step,
        None => {
            let h = hint_knowing(&board, Level::Step, known.as_deref())
                .map_err(Refusal::Unprocessable)?;
            let step = h.step.ok_or(Refusal::Api(ApiProblem::Failed))?;
            if let Ok(mut c) = ctx.state.steps.lock() {
                c.put(key, step.clone());
            }
            step
        }
    };
    Ok(hint_json(ctx, &board, &hint_from(&board, step, level)))
}

/// `POST /api/hint`: a hint at level 1 to 4.
pub fn hint(ctx: &Ctx, body: Value) -> Result<Value, Refusal> {
    let body: HintBody = read(body)?;
    let asked = body.level.unwrap_or(1);
    let level = u8::try_from(asked)
        .ok()
        .and_then(Level::from_number)
        .ok_or(Refusal::Api(ApiProblem::BadLevel { found: asked }))?;
    hint_at(ctx, body, level)
}

/// `POST /api/step`: the whole next step (a level 4 hint).
pub fn step(ctx: &Ctx, body: Value) -> Result<Value, Refusal> {
    hint_at(ctx, read(body)?, Level::Step)
}

#[derive(Deserialize)]
struct PositionBody {
    position: Position,
}

/// `POST /api/check`: the learner's mistakes, named.
pub fn check(ctx: &Ctx, body: Value) -> Result<Value, Refusal> {
    let body: PositionBody = read(body)?;
    let board = board_of(&body.position)?;
    let found = check_position(&board).map_err(Refusal::Unprocessable)?;
    let mistakes = found.mistakes();
    Ok(json!({
        "mistakes": mistakes.len(),
        "solved": mistakes.is_empty() && board.is_solved(),
        "said": found.said().iter().map(|c| ctx.say(c)).collect::<Vec<_>>(),
    }))
}

#[derive(Deserialize)]
struct WhyBody {
    position: Position,
    moves: Vec<String>,
}

/// The most moves one `why` judges (each may need a refutation search).
const MAX_MOVES: usize = 81;

/// `POST /api/why`: what each claimed move is, on a position without
/// mistakes.
pub fn why(ctx: &Ctx, body: Value) -> Result<Value, Refusal> {
    let body: WhyBody = read(body)?;
    let board = board_of(&body.position)?;
    let claims =
        read_claims(&body.moves).map_err(|found| Refusal::Api(ApiProblem::BadMove { found }))?;
    // Counted once read: one string may hold several moves.
    if claims.len() > MAX_MOVES {
        return Err(Refusal::Api(ApiProblem::TooMany {
            field: "moves".to_string(),
            limit: MAX_MOVES,
        }));
    }
    let found = check_position(&board).map_err(Refusal::Unprocessable)?;
    let said = if !found.mistakes().is_empty() {
        vec![Coaching::MovesAfterMistakes]
    } else {
        judged(&board, None, &claims)
    };
    Ok(json!({"said": said.iter().map(|c| ctx.say(c)).collect::<Vec<_>>()}))
}

/// `POST /api/walkthrough`: the teaching solver's steps from the position.
pub fn walkthrough(ctx: &Ctx, body: Value) -> Result<Value, Refusal> {
    let body: PositionBody = read(body)?;
    let board = board_of(&body.position)?;
    let found = check_position(&board).map_err(Refusal::Unprocessable)?;
    if let Some(first) = found.mistakes().first() {
        return Ok(json!({"status": ctx.say(first), "steps": []}));
    }
    let w = curriculum_solver().solve_puzzle(&board);
    let n = board.size();
    let steps: Vec<Value> = w
        .steps
        .iter()
        .map(|s| {
            let mut v = json!({
                "strategy": s.strategy,
                "name": s.name_in(ctx.lang),
                "text": s.explain_in(ctx.lang, ctx.notation),
            });
            let effect = step_effect(s, n);
            v["eliminations"] = effect["eliminations"].clone();
            v["placements"] = effect["placements"].clone();
            v
        })
        .collect();
    Ok(json!({
        "status": ctx.lang.catalogue().walk_status(&w.status, w.steps.len()),
        "steps": steps,
    }))
}

#[derive(Deserialize)]
struct GradeBody {
    position: Position,
    technique: String,
    #[serde(default)]
    eliminations: Vec<i64>,
    #[serde(default)]
    placements: Vec<i64>,
}

/// `POST /api/grade`: an answer to "what does this technique do here?".
pub fn grade(ctx: &Ctx, body: Value) -> Result<Value, Refusal> {
    let body: GradeBody = read(body)?;
    if body.eliminations.len() + body.placements.len() > MAX_MOVES {
        return Err(Refusal::Api(ApiProblem::TooMany {
            field: "eliminations, placements".to_string(),
            limit: MAX_MOVES,
        }));
    }
    let board = board_of(&body.position)?;
    let info = crate::strategies::by_name(&body.technique)
        .ok_or_else(|| Refusal::Problem(Problem::unknown_strategy(&body.technique)))?;
    let n = board.size();
    let list = |field: &str, codes: &[i64]| -> Result<Vec<Candidate>, Refusal> {
        codes
            .iter()
            .map(|&c| from_code(field, c, n).map_err(Refusal::Api))
            .collect()
    };
    let answer = Answer {
        eliminations: list("eliminations", &body.eliminations)?,
        placements: list("placements", &body.placements)?,
    };
    let g = grade_answer(&board, info.id, &answer).map_err(Refusal::Unprocessable)?;
    Ok(json!({
        "right": g.is_right(),
        "said": g.said(info.id).iter().map(|c| ctx.say(c)).collect::<Vec<_>>(),
    }))
}
