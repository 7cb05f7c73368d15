//! The live app's board (`sudoku-explorer serve`): the frame a page draws
//! the learner's position on, and the layers that show a hint or a step on
//! it, as the static pages draw them ([`super::page`]).

use super::page::{frame, layer_data, Frame};
use super::RenderOptions;
use crate::grid::Board;
use crate::step::Highlights;
use serde_json::{json, Value};

/// The empty board of `board`'s size: `{width, height, grid, labels,
/// style, geometry, linkColour}` (grid and labels as SVG fragments, the
/// board's CSS, where cells and candidate slots are).
pub fn frame_json(board: &Board, opts: &RenderOptions) -> Value {
    let Frame {
        width,
        height,
        grid,
        labels,
        data,
        board_style,
    } = frame(board, opts);
    json!({
        "width": width,
        "height": height,
        "grid": grid,
        "labels": labels,
        "style": board_style,
        "geometry": data["geometry"],
        "linkColour": data["linkColour"],
    })
}

/// What shows `highlights` on `board`: `{shading, marks, legend, height}`.
pub fn layers_json(board: &Board, highlights: &Highlights, opts: &RenderOptions) -> Value {
    layer_data(board, highlights, opts)
}
