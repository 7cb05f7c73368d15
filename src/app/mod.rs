//! The live app's API (`sudoku-explorer serve`, docs/api.md) as plain
//! functions: a request (method, path, query, body) in, a status and JSON
//! out. The HTTP server around it (the command line's `serve`) only moves
//! bytes, bounds time and catches panics; everything a route means is here,
//! so it is tested without a network and a notebook can call it directly.
//!
//! ```text
//!  browser ──HTTP──► serve (axum) ──answer(request)──► routes ──► coach, solver,
//!                                                                generator, render
//! ```
//!
//! The server keeps nothing of a learner: each request carries its position
//! ([`Position`]). [`State`] holds only what any learner may share: the
//! default language and the lessons' worked examples once made.

pub mod position;
mod routes;
mod teach;

use crate::lang::api::ApiProblem;
use crate::lang::{Lang, Notation, Problem};
pub use position::Position;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

/// The largest request body read, in bytes.
pub const MAX_BODY: usize = 1 << 20;

/// What every request may share.
pub struct State {
    /// The language of a request that names none.
    pub lang: Lang,
    /// The longest a generation may take (drills, lesson examples); the
    /// server's own limit per request is a little longer.
    pub generate_time: Duration,
    /// Each lesson's worked example once made (they are the same for
    /// everyone: the generator's seed is fixed).
    examples: Mutex<HashMap<&'static str, Option<teach::Example>>>,
    /// The next step of positions hinted lately: a learner asks the four
    /// levels of one position in turn, and only the first search is paid.
    steps: Mutex<StepCache>,
    /// The bundled puzzles' list, read from the files once.
    puzzles: std::sync::OnceLock<Value>,
}

/// The last [`StepCache::CAP`] positions' next steps, by position and the
/// techniques known (the oldest goes first).
#[derive(Default)]
struct StepCache {
    steps: HashMap<String, crate::step::Step>,
    order: std::collections::VecDeque<String>,
}

impl StepCache {
    const CAP: usize = 4096;

    fn get(&self, key: &str) -> Option<crate::step::Step> {
        self.steps.get(key).cloned()
    }

    fn put(&mut self, key: String, step: crate::step::Step) {
        if self.steps.contains_key(&key) {
            return;
        }
        if self.order.len() == Self::CAP {
            if let Some(old) = self.order.pop_front() {
                self.steps.remove(&old);
            }
        }
        self.order.push_back(key.clone());
        self.steps.insert(key, step);
    }
}

impl State {
    pub fn new(lang: Lang) -> State {
        State {
            lang,
            generate_time: Duration::from_secs(20),
            examples: Mutex::new(HashMap::new()),
            steps: Mutex::new(StepCache::default()),
            puzzles: std::sync::OnceLock::new(),
        }
    }
}

/// A request as the server received it.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    pub method: &'a str,
    pub path: &'a str,
    /// The query string without `?` (empty if none).
    pub query: &'a str,
    pub body: &'a [u8],
}

/// An answer: an HTTP status and its JSON.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    pub status: u16,
    pub json: Value,
}

/// Why a route cannot answer: a status and what to say.
#[derive(Clone, Debug)]
pub enum Refusal {
    /// The API's own words (status 400 unless the problem says otherwise).
    Api(ApiProblem),
    /// A problem the rest of the crate names (a board's, a puzzle's).
    Problem(Problem),
    /// A puzzle or position problem that is the learner's to fix (422).
    Unprocessable(Problem),
}

impl From<ApiProblem> for Refusal {
    fn from(p: ApiProblem) -> Refusal {
        Refusal::Api(p)
    }
}

impl From<Problem> for Refusal {
    fn from(p: Problem) -> Refusal {
        Refusal::Problem(p)
    }
}

impl Refusal {
    /// The answer that says it, in `lang`.
    pub fn answer(&self, lang: Lang) -> Answer {
        let cat = lang.catalogue();
        let (status, text) = match self {
            Refusal::Api(p) => (status_of(p), cat.api_problem(p)),
            Refusal::Problem(p) => (400, cat.problem(p)),
            Refusal::Unprocessable(p) => (422, cat.problem(p)),
        };
        Answer {
            status,
            json: json!({ "error": text }),
        }
    }
}

fn status_of(p: &ApiProblem) -> u16 {
    match p {
        ApiProblem::NoRoute { .. } | ApiProblem::NoLesson { .. } => 404,
        ApiProblem::ForeignHost { .. } => 421,
        ApiProblem::TooLarge { .. } => 413,
        ApiProblem::OutOfTime { .. } => 503,
        ApiProblem::Failed => 500,
        ApiProblem::Solved => 422,
        _ => 400,
    }
}

/// The query's `key=value` pairs (`+` and `%XX` decoded).
fn query_pairs(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (decode(k), decode(v))
        })
        .collect()
}

fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(h * 16 + l);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The language a request asks for (`lang` in its query or body), or the
/// server's; an unknown one is an error said in the server's language.
fn lang_of(
    query: &[(String, String)],
    body: Option<&Value>,
    default: Lang,
) -> Result<Lang, Refusal> {
    let asked = query
        .iter()
        .find(|(k, _)| k == "lang")
        .map(|(_, v)| v.clone())
        .or_else(|| body?.get("lang")?.as_str().map(str::to_string));
    match asked {
        None => Ok(default),
        Some(l) => l
            .parse()
            .map_err(|_| Refusal::Api(ApiProblem::BadLang { found: l })),
    }
}

/// The cell notation a request asks for (`notation`: `rc` or `ja`).
fn notation_of(body: Option<&Value>) -> Notation {
    match body.and_then(|b| b.get("notation")).and_then(Value::as_str) {
        Some("ja") => Notation::Kanji,
        Some(other) => other.parse().unwrap_or_default(),
        None => Notation::RowCol,
    }
}

/// The answer to `req`.
pub fn answer(state: &State, req: &Request) -> Answer {
    let query = query_pairs(req.query);
    let body: Option<Value> = if req.method == "POST" {
        match serde_json::from_slice(req.body) {
            Ok(v) => Some(v),
            Err(e) => {
                let lang = lang_of(&query, None, state.lang).unwrap_or(state.lang);
                return Refusal::Api(ApiProblem::BadJson {
                    detail: e.to_string(),
                })
                .answer(lang);
            }
        }
    } else {
        None
    };
    let lang = match lang_of(&query, body.as_ref(), state.lang) {
        Ok(l) => l,
        Err(r) => return r.answer(state.lang),
    };
    let ctx = routes::Ctx {
        state,
        lang,
        notation: notation_of(body.as_ref()),
        query,
    };
    let result = match (req.method, req.path) {
        ("GET", "/api/words") => Ok(teach::words(&ctx)),
        ("GET", "/api/frame") => routes::frame(&ctx),
        ("GET", "/api/puzzles") => Ok(state.puzzles.get_or_init(teach::puzzles).clone()),
        ("GET", "/api/lessons") => Ok(teach::lessons(&ctx)),
        ("GET", path) if path.starts_with("/api/lessons/") => {
            teach::lesson(&ctx, &path["/api/lessons/".len()..])
        }
        ("POST", path) => {
            let body = body.unwrap_or(Value::Null);
            match path {
                "/api/load" => routes::load(&ctx, body),
                "/api/hint" => routes::hint(&ctx, body),
                "/api/step" => routes::step(&ctx, body),
                "/api/check" => routes::check(&ctx, body),
                "/api/why" => routes::why(&ctx, body),
                "/api/walkthrough" => routes::walkthrough(&ctx, body),
                "/api/drill" => teach::drill(&ctx, body),
                "/api/grade" => routes::grade(&ctx, body),
                _ => Err(no_route(req)),
            }
        }
        _ => Err(no_route(req)),
    };
    match result {
        Ok(json) => Answer { status: 200, json },
        Err(r) => r.answer(lang),
    }
}

fn no_route(req: &Request) -> Refusal {
    Refusal::Api(ApiProblem::NoRoute {
        method: req.method.chars().take(16).collect(),
        path: req.path.chars().take(200).collect(),
    })
}

#[cfg(test)]
mod tests;
